// Attachment rules of a sub-category (PRODUCT.md §5): every file must match one active rule (extension, size
// between minSize and maxSize KB, naming convention as a `*` wildcard); a required rule needs a matching file.
import { sql } from 'drizzle-orm';
import { ticketMessages } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { badRequest } from '../../../lib/errors';

export interface AttachmentRule {
  fileExt: string;
  minSize: number;
  maxSize: number;
  namingConvention: string;
  isRequired: boolean;
}

export interface FileFacts {
  name: string;
  size: number;
}

const wildcard = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    'i',
  );

export function matchesRule(file: FileFacts, rule: AttachmentRule): boolean {
  const ext = rule.fileExt.replace(/^\./, '').toLowerCase();
  const dot = file.name.lastIndexOf('.');
  const fileExt = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const base = dot >= 0 ? file.name.slice(0, dot) : file.name;
  const kb = file.size / 1024;
  const withinMax = rule.maxSize <= 0 || kb <= rule.maxSize;
  return (ext === '*' || ext === fileExt) && kb >= rule.minSize && withinMax && wildcard(rule.namingConvention || '*').test(base);
}

export const describeRule = (rule: AttachmentRule) => `${rule.namingConvention}.${rule.fileExt.replace(/^\./, '')}`;

export async function rulesOf(db: Executor, subCategoryId: number): Promise<AttachmentRule[]> {
  return queryRows<AttachmentRule>(
    db,
    sql`
    SELECT ac.file_ext AS "fileExt", ac.min_size AS "minSize", ac.max_size AS "maxSize",
           ac.naming_convention AS "namingConvention", ac.is_required AS "isRequired"
      FROM sub_category_attachment_configs sac JOIN attachment_configs ac ON ac.id = sac.attachment_config_id
     WHERE sac.sub_category_id = ${subCategoryId} AND ac.is_active`,
  );
}

export function checkAttachmentRules(files: FileFacts[], rules: AttachmentRule[]): void {
  if (rules.length === 0) return;
  for (const file of files) {
    if (!rules.some((rule) => matchesRule(file, rule))) {
      const message = ticketMessages.attachmentRuleMismatch(file.name);
      throw badRequest({ attachments: message }, message);
    }
  }
  for (const rule of rules.filter((r) => r.isRequired)) {
    if (!files.some((file) => matchesRule(file, rule))) {
      const message = ticketMessages.attachmentRuleMissing(describeRule(rule));
      throw badRequest({ attachments: message }, message);
    }
  }
}
