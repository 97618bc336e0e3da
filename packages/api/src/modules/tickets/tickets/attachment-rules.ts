// Attachment rules of a sub-category (docs/product/tickets.md#files-pdf-and-qr): every file must match one active rule
// (the contracts' matchesAttachmentRule, the same test the attachments tab applies); a required rule needs a matching
// file.
import { sql } from 'drizzle-orm';
import { matchesAttachmentRule, ticketMessages, type AttachedFileFacts, type AttachmentRuleTerms } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { badRequest } from '../../../lib/errors';

export type AttachmentRule = AttachmentRuleTerms;

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

export function checkAttachmentRules(files: AttachedFileFacts[], rules: AttachmentRule[]): void {
  if (rules.length === 0) return;
  for (const file of files) {
    if (!rules.some((rule) => matchesAttachmentRule(file, rule))) {
      const message = ticketMessages.attachmentRuleMismatch(file.name);
      throw badRequest({ attachments: message }, message);
    }
  }
  for (const rule of rules.filter((r) => r.isRequired)) {
    if (!files.some((file) => matchesAttachmentRule(file, rule))) {
      const message = ticketMessages.attachmentRuleMissing(describeRule(rule));
      throw badRequest({ attachments: message }, message);
    }
  }
}
