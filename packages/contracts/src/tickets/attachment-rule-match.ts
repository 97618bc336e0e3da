// Whether a file meets a sub-category's attachment rule (docs/product/tickets.md#files-pdf-and-qr): extension, size
// between minSize and maxSize KB (0: no maximum), name without extension against the naming convention as a `*`
// wildcard. The one test the attachments tab applies when a file is chosen and the server applies at save.

export interface AttachmentRuleTerms {
  fileExt: string;
  minSize: number;
  maxSize: number;
  namingConvention: string;
  isRequired: boolean;
}

export interface AttachedFileFacts {
  name: string;
  size: number;
}

/** The rule's extension without its dot, lower case; '*' allows any. */
export const ruleExtension = (rule: Pick<AttachmentRuleTerms, 'fileExt'>) => rule.fileExt.replace(/^\./, '').toLowerCase();

const wildcard = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    'i',
  );

export function matchesAttachmentRule(file: AttachedFileFacts, rule: AttachmentRuleTerms): boolean {
  const ext = ruleExtension(rule);
  const dot = file.name.lastIndexOf('.');
  const fileExt = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const base = dot >= 0 ? file.name.slice(0, dot) : file.name;
  const kb = file.size / 1024;
  const withinMax = rule.maxSize <= 0 || kb <= rule.maxSize;
  return (ext === '*' || ext === fileExt) && kb >= rule.minSize && withinMax && wildcard(rule.namingConvention || '*').test(base);
}
