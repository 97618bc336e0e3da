// Whose API tokens a user sees and revokes (docs/product/api-tokens.md#who-sees-what): their own; administrators of
// users (permission 10) everyone's. Someone else's token is a 404 to anyone else, so its existence does not show.
import { eq, type SQL } from 'drizzle-orm';
import { Permission } from '@tms/contracts';
import { apiTokens } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { hasPermission, type AuthUser } from '../../../plugins/current-user';

const administers = (user: AuthUser) => hasPermission(user, Permission.Users);

export const apiTokensPolicy = {
  /** The rows `GET api-tokens` lists: every token for an administrator, else the user's own. */
  visibleTokens: (user: AuthUser): SQL | undefined => (administers(user) ? undefined : eq(apiTokens.userId, user.id)),

  /** 404 unless the user may see (and so revoke) the token of `ownerId`. */
  checkVisible(user: AuthUser, ownerId: number): void {
    if (ownerId !== user.id && !administers(user)) throw notFound();
  },
};
