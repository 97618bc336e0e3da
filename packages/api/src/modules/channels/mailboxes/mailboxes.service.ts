// Mailboxes (docs/product/channels.md#secrets): a catalogue whose password is sealed before it is stored and never
// answered; an empty password on a save keeps the stored one, but only for the server, port and user it was saved for
// (over a connection as secure): changing any of them asks for the password again, so a stored password is never sent
// to a server of someone else's choosing. 'Probar conexión' connects with the form's values (or the stored password,
// on the same terms) and answers the kind of failure in Spanish. Deletion deactivates: the mails read keep pointing at
// the mailbox.
import {
  catalogueMessages,
  channelMessages,
  messages,
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
import { PROBE_DEADLINE_MS, probeMailbox } from '../imap/imap-connection';
import { configuredSecretsKey, loadSecretBox, type SecretBox } from '../../../lib/secret-box';
import { inboundMailsRepository } from '../reader/inbound-mails.repository';
import { mailboxesRepository as repository, type MailboxValues } from './mailboxes.repository';

/** The key is read (or created) once, on the first call that needs it. */
export function lazySecretBox(ctx: AppContext): () => Promise<SecretBox> {
  let box: Promise<SecretBox> | undefined;
  return () => (box ??= loadSecretBox(ctx.db, configuredSecretsKey(ctx.config)));
}

/** The form's values with the password already sealed (null: none given). */
type SealedInput = MailboxInputParsed & { passwordCipher: string | null };

const valuesOf = (input: MailboxInputParsed): MailboxValues => ({
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
});

async function checkDefaults(db: Executor, input: MailboxInputParsed): Promise<void> {
  if (!(await repository.activeCategory(db, input.categoryId))) throw badRequest({ categoryId: messages.invalidOption });
  if (!(await repository.subCategoryOf(db, input.categoryId, input.subCategoryId)))
    throw badRequest({ subCategoryId: catalogueMessages.subCategoryNotInCategory });
}

/** Where a password is sent: the server, port and user, and whether the connection is secure. */
type Destination = Pick<Mailbox, 'host' | 'port' | 'secure' | 'userName'>;

/** True when `wanted` sends the stored password where it was saved for, never over a connection less secure. */
function sameDestination(stored: Destination, wanted: Destination): boolean {
  return (
    stored.host.toLowerCase() === wanted.host.toLowerCase() &&
    stored.port === wanted.port &&
    stored.userName === wanted.userName &&
    (wanted.secure || !stored.secure)
  );
}

/** The stored password may go to `wanted` only when it is where it was saved for; otherwise the password's 400. */
function checkStoredPasswordDestination(stored: Destination, wanted: Destination): void {
  if (!sameDestination(stored, wanted)) throw badRequest({ password: channelMessages.passwordForNewServer });
}

export interface MailboxesServiceOptions {
  /** How long 'Probar conexión' takes to answer a failure (tests shorten it). */
  probeDeadlineMs?: number;
}

export function createMailboxesService(ctx: AppContext, options: MailboxesServiceOptions = {}) {
  const { db } = ctx;
  const secretBox = lazySecretBox(ctx);

  // The password is sealed before the write's transaction: the key's first read must not run inside it.
  const catalogue = createCatalogueService<Mailbox, Mailbox, MailboxItem, SealedInput>({
    db,
    store: repository,
    check: (input) => checkDefaults(db, input),
    insert(tx, input, user) {
      if (input.passwordCipher === null) throw badRequest({ password: channelMessages.passwordRequired });
      return repository.insert(tx, { ...valuesOf(input), passwordCipher: input.passwordCipher }, user.companyId, user.id);
    },
    update(tx, id, input, user, current) {
      if (input.passwordCipher === null) checkStoredPasswordDestination(current, input);
      return repository.update(tx, id, { ...valuesOf(input), passwordCipher: input.passwordCipher ?? undefined }, user.id);
    },
    unique: { code: channelMessages.codeTaken },
    remove: softDeletion(repository),
  });

  const seal = async (input: MailboxInputParsed): Promise<SealedInput> => ({
    ...input,
    passwordCipher: input.password === null ? null : (await secretBox()).seal(input.password),
  });

  /** The password to test with: the form's, or the stored one of the mailbox being edited. */
  async function testPassword(input: MailboxTestInputParsed): Promise<string> {
    if (input.password !== null) return input.password;
    if (!input.mailboxId) throw badRequest({ password: channelMessages.passwordRequired });
    const account = found(await repository.account(db, input.mailboxId));
    checkStoredPasswordDestination(account, input);
    return (await secretBox()).open(account.passwordCipher);
  }

  return {
    ...catalogue,
    create: async (user: AuthUser, input: MailboxInputParsed) => catalogue.create(user, await seal(input)),
    update: async (user: AuthUser, id: number, input: MailboxInputParsed) => catalogue.update(user, id, await seal(input)),
    async testConnection(input: MailboxTestInputParsed): Promise<MailboxTestResult> {
      const password = await testPassword(input);
      const failure = await probeMailbox({ ...input, password }, input.folder, options.probeDeadlineMs ?? PROBE_DEADLINE_MS);
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
