// Canned responses (docs/product/catalogues.md#canned-responses): the detail is sanitised like a ticket's; the author
// owns the response; only its owner may make a shared response personal (it would vanish from everyone else's editor
// into the owner's hands). Deletion removes the row: no ticket points at a canned response, its text was copied into
// the messages.
import {
  cannedResponseMessages,
  messages,
  type CannedResponse,
  type CannedResponseInputParsed,
  type CannedResponseItem,
  type CannedResponseListRow,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import { badRequest, forbidden, found } from '../../../lib/errors';
import { createCatalogueService, hardDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import type { CatalogueService } from '../../../lib/catalogue-kit/catalogue-routes';
import type { Executor } from '../../../db/client';
import { withSignedImages } from '../../../lib/file-links';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import type { AuthUser } from '../../../plugins/current-user';
import { withoutUnreadableImages } from '../../tickets';
import { cannedResponsesPolicy as policy } from './canned-responses.policy';
import { cannedResponsesRepository as repository } from './canned-responses.repository';

/** The input as stored: sanitised, keeping only images its author may see. */
const valuesOf = async (tx: Executor, user: AuthUser, input: CannedResponseInputParsed) => ({
  entity: 'canned-responses',
  ...input,
  detail: await withoutUnreadableImages(tx, user, sanitizeRichText(input.detail)),
});

/** A detail that is nothing but markup the sanitiser drops (a script, a foreign image) is an empty one. */
function checkDetail(input: CannedResponseInputParsed) {
  const kept = sanitizeRichText(input.detail);
  if (!kept.replace(/<(?!img\s)[^>]*>/g, '').trim()) throw badRequest({ detail: messages.fieldRequired });
}

export function createCannedResponsesService({
  db,
  tokens,
}: AppContext): Required<CatalogueService<CannedResponse, CannedResponseItem, CannedResponseInputParsed>> {
  const catalogue = createCatalogueService<CannedResponse, CannedResponse, CannedResponseItem, CannedResponseInputParsed>({
    entity: 'canned-responses',
    db,
    store: repository,
    listScope: policy.visibleTo,
    pickable: policy.visibleTo,
    check: async (input) => checkDetail(input),
    insert: async (tx, input, user) =>
      repository.insert(tx, { ...(await valuesOf(tx, user, input)), ownerId: user.id }, user.companyId, user.id),
    update: async (tx, id, input, user, current) => {
      if (current.isShared && !input.isShared && !policy.canMakePersonal(user, current))
        throw badRequest({ isShared: cannedResponseMessages.onlyOwnerMakesPersonal });
      return repository.update(tx, id, { ...(await valuesOf(tx, user, input)), ownerId: current.ownerId }, user.id);
    },
    remove: hardDeletion(repository),
  });

  /** The row if this user may see it; another user's personal response does not exist for them. */
  const visible = async (user: AuthUser, id: number) => {
    const row = await catalogue.get(user, id);
    return row && policy.sees(user, row) ? row : undefined;
  };
  /** The row as `user` reads it: its images signed for their session (lib/file-links.ts). */
  const readable = <T extends { detail: string }>(user: AuthUser, row: T): T => ({
    ...row,
    detail: withSignedImages(tokens, row.detail, user),
  });

  return {
    ...catalogue,
    list: async (user): Promise<CannedResponseListRow[]> =>
      (await catalogue.list(user)).map((row) => ({ ...readable(user, row), abilities: policy.abilities(user, row) })),
    async all(user) {
      if (!policy.mayPick(user)) throw forbidden();
      return (await catalogue.all(user)).map((row) => readable(user, row));
    },
    async get(user, id) {
      const row = await visible(user, id);
      return row && readable(user, row);
    },
    create: async (user, input) => readable(user, await catalogue.create(user, input)),
    async update(user, id, input) {
      found(await visible(user, id));
      return readable(user, await catalogue.update(user, id, input));
    },
    async remove(user, id) {
      found(await visible(user, id));
      await catalogue.remove(user, id);
    },
  };
}
