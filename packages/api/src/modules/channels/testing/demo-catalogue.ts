// Ids of the demo catalogue the channel tests file mails under, looked up by code, and the test mailbox using them.
import { eq } from 'drizzle-orm';
import { SenderCheck, type SenderCheckValue } from '@tms/contracts';
import type { Database } from '../../../db/client';
import type { TestClient } from '../../../test/test-app';
import type { DovecotServer, DovecotUser } from './dovecot-server';
import { categories, subCategories } from '../../../db/schema';

export async function demoDefaults(db: Database) {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.code, 'Soporte TI'));
  const [subCategory] = await db.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.code, 'Impresoras'));
  const [otherSub] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(eq(subCategories.code, 'Aire acondicionado'));
  return { categoryId: category.id, subCategoryId: subCategory.id, foreignSubCategoryId: otherSub.id };
}

/** How the test mailbox trusts senders: by default the legacy From alone, for tests about what a mail becomes. */
export interface TestSenderCheck {
  senderCheck: SenderCheckValue;
  authservId?: string;
}

/** Adds, as `admin`, an active mailbox reading `user`'s INBOX on the test server, filing under the demo defaults. */
export async function addTestMailbox(
  admin: TestClient,
  db: Database,
  server: Pick<DovecotServer, 'host' | 'port'>,
  user: DovecotUser,
  code = 'Soporte',
  sender: TestSenderCheck = { senderCheck: SenderCheck.None },
): Promise<number> {
  const { categoryId, subCategoryId } = await demoDefaults(db);
  const created = await admin.post('/api/mailboxes', {
    code,
    host: server.host,
    port: server.port,
    secure: false,
    userName: user.userName,
    password: user.password,
    address: user.userName,
    ...sender,
    categoryId,
    subCategoryId,
    isActive: true,
  });
  if (created.statusCode !== 201) throw new Error(`the test mailbox was refused: ${created.raw.body}`);
  return created.body.data.id;
}
