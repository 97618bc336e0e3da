// Attachment rules (docs/product/access.md#permissions): the admin calls, and which sub-categories a rule applies to,
// need the files screen (permission 6); the picker is open to any signed-in user, as ticket forms apply the rules.
import { Permission } from '@tms/contracts';

export const attachmentConfigsPolicy = {
  permission: Permission.AttachmentConfig,
};
