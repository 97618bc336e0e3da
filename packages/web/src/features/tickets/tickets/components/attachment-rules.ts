// A sub-category's attachment rules as the attachments tab shows and applies them
// (docs/product/tickets.md#files-pdf-and-qr): a file must match one rule (the contracts' matchesAttachmentRule, the
// same test the server makes at save, so a file it would refuse is refused when chosen), and a required rule needs a
// matching file.
import { ruleExtension, type AttachmentConfig } from '@tms/contracts';

export type AttachmentRule = Pick<AttachmentConfig, 'fileExt' | 'minSize' | 'maxSize' | 'namingConvention' | 'isRequired'>;

const sizeText = (kb: number) => (kb >= 1024 && kb % 1024 === 0 ? `${kb / 1024} MB` : `${kb} KB`);

/** 'Archivo .pdf, hasta 5 MB, cualquier nombre (obligatorio)'. */
export function describeRule(rule: AttachmentRule): string {
  const ext = ruleExtension(rule);
  const kind = ext === '*' ? 'Cualquier tipo de archivo' : `Archivo .${ext}`;
  const size =
    rule.minSize > 0 && rule.maxSize > 0
      ? `de ${sizeText(rule.minSize)} a ${sizeText(rule.maxSize)}`
      : rule.maxSize > 0
        ? `hasta ${sizeText(rule.maxSize)}`
        : rule.minSize > 0
          ? `desde ${sizeText(rule.minSize)}`
          : null;
  const pattern = rule.namingConvention || '*';
  const naming = pattern === '*' ? 'cualquier nombre' : `nombre con el patrón «${pattern}» (* es cualquier texto)`;
  return [kind, size, naming].filter(Boolean).join(', ') + (rule.isRequired ? ' (obligatorio)' : '');
}

/** The `accept` attribute of the file input: the extensions allowed, unless a rule allows any. */
export function acceptedExtensions(rules: AttachmentRule[]): string | undefined {
  if (rules.length === 0 || rules.some((rule) => ruleExtension(rule) === '*')) return undefined;
  return [...new Set(rules.map((rule) => `.${ruleExtension(rule)}`))].join(',');
}
