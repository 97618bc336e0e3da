// Mailboxes (docs/product/channels.md#secrets, #oauth-sign-in): a catalogue whose password or OAuth client secret is
// sealed before it is stored and never answered; what a save keeps of the stored secrets and connection is
// mailbox-sign-in.ts's rule (a secret only goes where it was saved for). 'Probar conexión' connects with the form's
// values (or the stored password, on the same terms; an OAuth mailbox with its own connection) and answers the kind of
// failure in Spanish. Deletion deactivates: the mails read keep pointing at the mailbox.
import {
  catalogueMessages,
  channelMessages,
  messages,
  usesOAuth,
  type InboundMail,
  type Mailbox,
  type MailboxInputParsed,
  type MailboxItem,
  type MailboxTestInputParsed,
  type MailboxTestResult,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { badRequest, found } from '../../../lib/errors';
import { createCatalogueService, softDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import type { AuthUser } from '../../../plugins/current-user';
import { PROBE_DEADLINE_MS, probeMailbox, type ImapCredentials } from '../imap/imap-connection';
import { configuredSecretsKey, loadSecretBox, type SecretBox } from '../../../lib/secret-box';
import { inboundMailsRepository } from '../reader/inbound-mails.repository';
import { MailboxAccessError, mailboxAccess } from '../oauth/mailbox-access';
import { mailboxesRepository as repository, type MailboxValues } from './mailboxes.repository';
import {
  checkStoredPasswordDestination,
  sameDestination,
  signInValues,
  withPresetServer,
  type SealedInput,
  type StoredSignIn,
} from './mailbox-sign-in';

/** The key is read (or created) once, on the first call that needs it. */
export function lazySecretBox(ctx: AppContext): () => Promise<SecretBox> {
  let box: Promise<SecretBox> | undefined;
  return () => (box ??= loadSecretBox(ctx.db, configuredSecretsKey(ctx.config)));
}

const valuesOf = (input: SealedInput, stored?: StoredSignIn): MailboxValues => ({
  code: input.code,
  host: input.host,
  port: input.port,
  secure: input.secure,
  userName: input.userName,
  folder: input.folder,
  address: input.address.toLowerCase(),
  senderCheck: input.senderCheck,
  authservId: input.authservId,
  categoryId: input.categoryId,
  subCategoryId: input.subCategoryId,
  isActive: input.isActive,
  ...signInValues(input, stored),
});

async function checkDefaults(db: Executor, input: MailboxInputParsed): Promise<void> {
  if (!(await repository.activeCategory(db, input.categoryId))) throw badRequest({ categoryId: messages.invalidOption });
  if (!(await repository.subCategoryOf(db, input.categoryId, input.subCategoryId)))
    throw badRequest({ subCategoryId: catalogueMessages.subCategoryNotInCategory });
}

export interface MailboxesServiceOptions {
  /** How long 'Probar conexión' takes to answer a failure (tests shorten it). */
  probeDeadlineMs?: number;
}

export function createMailboxesService(ctx: AppContext, options: MailboxesServiceOptions = {}) {
  const { db } = ctx;
  const secretBox = lazySecretBox(ctx);

  // The secrets are sealed before the write's transaction: the key's first read must not run inside it.
  const catalogue = createCatalogueService<Mailbox, Mailbox, MailboxItem, SealedInput>({
    entity: 'mailboxes',
    db,
    store: repository,
    check: (input) => checkDefaults(db, input),
    insert: (tx, input, user) => repository.insert(tx, valuesOf(input), user.companyId, user.id),
    update: (tx, id, input, user, current) => repository.update(tx, id, valuesOf(input, current), user.id),
    unique: { code: channelMessages.codeTaken },
    remove: softDeletion(repository),
  });

  const sealed = async (secret: string | null) => (secret === null ? null : (await secretBox()).seal(secret));
  const seal = async (input: MailboxInputParsed): Promise<SealedInput> => ({
    ...withPresetServer(input),
    passwordCipher: await sealed(input.password),
    clientSecretCipher: await sealed(input.clientSecret),
  });

  /** The password to test with: the form's, or the stored one of the mailbox being edited. */
  async function testPassword(input: MailboxTestInputParsed): Promise<string> {
    if (input.password !== null) return input.password;
    if (!input.mailboxId) throw badRequest({ password: channelMessages.passwordRequired });
    const account = found(await repository.account(db, input.mailboxId));
    if (account.passwordCipher === null) throw badRequest({ password: channelMessages.passwordRequired });
    checkStoredPasswordDestination(account, input);
    return (await secretBox()).open(account.passwordCipher);
  }

  /** An OAuth mailbox is tested with its own connection, while the form still names its kind, server and user. */
  async function storedAccess(input: MailboxTestInputParsed): Promise<ImapCredentials> {
    const account = input.mailboxId ? found(await repository.account(db, input.mailboxId)) : null;
    if (!account || account.authKind !== input.authKind || !sameDestination(account, input))
      throw badRequest({ authKind: channelMessages.connectBeforeTesting });
    const access = mailboxAccess(ctx, await secretBox());
    return access.credentials(account).catch((error: unknown) => {
      if (error instanceof MailboxAccessError) throw badRequest(undefined, error.message);
      throw error;
    });
  }

  async function testCredentials(input: MailboxTestInputParsed): Promise<ImapCredentials> {
    return usesOAuth(input.authKind) ? storedAccess(input) : { password: await testPassword(input) };
  }

  return {
    ...catalogue,
    create: async (user: AuthUser, input: MailboxInputParsed) => catalogue.create(user, await seal(input)),
    update: async (user: AuthUser, id: number, input: MailboxInputParsed) => catalogue.update(user, id, await seal(input)),
    async testConnection(form: MailboxTestInputParsed): Promise<MailboxTestResult> {
      const input = withPresetServer(form);
      const credentials = await testCredentials(input);
      const account = { host: input.host, port: input.port, secure: input.secure, userName: input.userName, ...credentials };
      const failure = await probeMailbox(account, input.folder, options.probeDeadlineMs ?? PROBE_DEADLINE_MS);
      if (failure !== null) throw badRequest(undefined, failure);
      return { ok: true, message: channelMessages.connectionOk };
    },

    /** The newest mails read from the mailbox, with what became of each. */
    async mails(mailboxId: number): Promise<InboundMail[]> {
      found(await repository.account(db, mailboxId));
      return inboundMailsRepository.recent(db, mailboxId);
    },
  };
}
