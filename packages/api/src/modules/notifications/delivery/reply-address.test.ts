// Where answers to our mails go: the active mailbox filing new mails under the ticket's category, else the first
// active mailbox, else nowhere (no Reply-To).
import { describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { mailboxes, subCategories, workItems } from '../../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { replyAddressLookup } from './reply-address';

interface Filing {
  id: number;
  categoryId: number;
}

const mailbox = (code: string, isActive: boolean, filing: Filing) => ({
  companyId: 1,
  code,
  host: 'imap.example.com',
  port: 993,
  userName: `${code}@example.com`,
  passwordCipher: 'sellado',
  address: `${code}@example.com`,
  categoryId: filing.categoryId,
  subCategoryId: filing.id,
  isActive,
});

describe('the Reply-To of our mails', () => {
  const t = useTestApp();

  it("prefers the mailbox of the ticket's category, then the first active mailbox, and has none without one", async () => {
    const db = t.database.handle.db;
    const lookup = replyAddressLookup(db);
    const cliente = await t.as('cliente');
    const body = { subject: 'Respuestas', detail: '<p>x</p>', categoryId: 1, subCategoryId: 1, severityId: 1 };
    const ticketId = (await cliente.post('/api/workitems', body)).body.data.id as number;
    const [ticket] = await db.select().from(workItems).where(eq(workItems.id, ticketId));
    const own = { id: ticket.subCategoryId, categoryId: ticket.categoryId };
    const [elsewhere] = await db
      .select({ id: subCategories.id, categoryId: subCategories.categoryId })
      .from(subCategories)
      .where(ne(subCategories.categoryId, ticket.categoryId))
      .limit(1);

    expect(await lookup(ticketId)).toBeNull();
    await db.insert(mailboxes).values(mailbox('apagado', false, own));
    expect(await lookup(ticketId)).toBeNull();
    await db.insert(mailboxes).values(mailbox('general', true, elsewhere));
    expect(await lookup(ticketId)).toBe('general@example.com');
    await db.insert(mailboxes).values(mailbox('propio', true, own));
    expect(await lookup(ticketId)).toBe('propio@example.com');
    expect(await lookup(null)).toBe('general@example.com');
  });
});
