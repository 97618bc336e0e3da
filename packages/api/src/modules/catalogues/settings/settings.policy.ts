// Settings items (docs/product/access.md#permissions): every signed-in user reads its company's items (the app needs
// FileAttachmentSize); writes need the permissions screen (17).
import { eq, type SQL } from 'drizzle-orm';
import { Permission } from '@tms/contracts';
import { settings } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';

export const settingsPolicy = {
  write: Permission.Permissions,
  /** The items of the user's own company. */
  ofCompany: (user: AuthUser): SQL => eq(settings.companyId, user.companyId),
};
