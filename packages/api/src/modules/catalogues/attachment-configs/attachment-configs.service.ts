// Attachment rules (docs/product/catalogues.md#attachment-rules): saved with their sub-categories in one transaction; a
// rule's maximum may not exceed the company's FileAttachmentSize (MB, docs/product/conventions.md#limits-and-constants;
// rule sizes are Kb); deletion deactivates (docs/product/catalogues.md#catalogue-screens-in-common).
import {
  catalogueMessages,
  DEFAULT_FILE_ATTACHMENT_SIZE_MB,
  type AttachmentConfig,
  type AttachmentConfigInputParsed,
  type AttachmentConfigListParsed,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import { subCategories } from '../../../db/schema';
import { badRequest, found, notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { createCatalogueService, stampedWrites, softDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import { attachmentConfigsRepository as repository } from './attachment-configs.repository';

export function createAttachmentConfigsService({ db }: AppContext) {
  async function check(rules: AttachmentConfigInputParsed[], user: AuthUser): Promise<void> {
    await assertReferences(db, [{ field: 'subCategories', table: subCategories, id: rules.flatMap((r) => r.subCategories) }]);
    const limitKb = ((await repository.sizeLimitMb(db, user.companyId)) ?? DEFAULT_FILE_ATTACHMENT_SIZE_MB) * 1024;
    if (rules.some((r) => r.maxSize > limitKb)) throw badRequest({ maxSize: catalogueMessages.attachmentMaxAboveLimit(limitKb) });
  }

  const service = createCatalogueService<AttachmentConfig, AttachmentConfig, AttachmentConfig, AttachmentConfigInputParsed>({
    entity: 'attachment-configs',
    db,
    store: repository,
    check: (input, user) => check([input], user),
    ...stampedWrites(repository),
    remove: softDeletion(repository),
  });

  return {
    ...service,
    /** POST attachmentconfig/savemultiple: rules with an id are updated, the others created; all or none. */
    async saveMultiple(user: AuthUser, rules: AttachmentConfigListParsed): Promise<AttachmentConfig[]> {
      if (rules.length === 0) return [];
      await check(rules, user);
      const ids = await db.transaction(async (tx) => {
        const saved: number[] = [];
        for (const { id, ...rule } of rules) {
          if (id === null) saved.push(await repository.insert(tx, rule, user.companyId, user.id));
          else if (await repository.update(tx, id, rule, user.id)) saved.push(id);
          else throw notFound();
        }
        return saved;
      });
      return Promise.all(ids.map(async (id) => found(await repository.get(db, id))));
    },
  };
}
