// Canned responses (docs/product/catalogues.md#canned-responses): the screen and its admin calls need permission 27;
// the picker serves every internal user. A personal response is its owner's alone: every read and write goes through
// `visibleTo`, so another user's personal response answers 404 as if it did not exist.
import { eq, or, type SQL } from 'drizzle-orm';
import { EntityType, Permission, type CannedResponseAbilities } from '@tms/contracts';
import { cannedResponses } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';

interface OwnedResponse {
  isShared: boolean;
  ownerId: number;
}

export const cannedResponsesPolicy = {
  permission: Permission.CannedResponses,
  /** Clients and providers never read the help desk's canned texts. */
  mayPick: (user: AuthUser) => user.entityTypeId === EntityType.Internal,
  visibleTo: (user: AuthUser): SQL => or(eq(cannedResponses.isShared, true), eq(cannedResponses.ownerId, user.id))!,
  sees: (user: AuthUser, row: OwnedResponse) => row.isShared || row.ownerId === user.id,
  /** A shared response becomes personal only in its owner's hands (it would vanish from everyone else's editor). */
  canMakePersonal: (user: AuthUser, row: OwnedResponse) => row.ownerId === user.id,

  abilities(user: AuthUser, row: OwnedResponse): CannedResponseAbilities {
    return { canMakePersonal: this.canMakePersonal(user, row) };
  },
};
