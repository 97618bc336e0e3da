import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NotificationType, TicketStatus } from '@tms/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { notifications, workItems } from '../../../db/schema';
import { sendSlaWarnings } from './sla-warnings';

describe('SLA warnings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('warns the assignee at 80% of the time and at expiry, once each', async () => {
    const db = t.database.handle.db;
    // Crítica on Impresoras: 120 minutes.
    const created = (
      await (
        await t.as('cliente')
      ).post('/api/workitems', { subject: 'Servidor caído', detail: '<p>x</p>', categoryId: 1, subCategoryId: 1, severityId: 4 })
    ).body.data;
    const createdAt = new Date(created.createdDate).getTime();
    const warningsFor = () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.workItemId, created.id), eq(notifications.type, NotificationType.Generic)));

    expect(await sendSlaWarnings(db, new Date(createdAt + 60 * 60_000))).toBe(0);
    expect(await sendSlaWarnings(db, new Date(createdAt + 97 * 60_000))).toBe(1);
    expect(await sendSlaWarnings(db, new Date(createdAt + 100 * 60_000))).toBe(0);
    const [warning] = await warningsFor();
    expect(warning).toMatchObject({
      userId: 2,
      text: `El ticket #${created.id} alcanzó el 80% de su tiempo de atención: Servidor caído`,
      url: `/ticket/${created.id}`,
    });

    expect(await sendSlaWarnings(db, new Date(createdAt + 121 * 60_000))).toBe(1);
    expect(await sendSlaWarnings(db, new Date(createdAt + 200 * 60_000))).toBe(0);
    expect((await warningsFor()).map((n) => n.text)).toContain(`El ticket #${created.id} expiró: Servidor caído`);
  });

  it('never warns about finalised tickets', async () => {
    const db = t.database.handle.db;
    const created = (
      await (
        await t.as('cliente')
      ).post('/api/workitems', { subject: 'Cerrado', detail: '<p>x</p>', categoryId: 1, subCategoryId: 1, severityId: 4 })
    ).body.data;
    await db.update(workItems).set({ statusId: TicketStatus.Finished }).where(eq(workItems.id, created.id));
    expect(await sendSlaWarnings(db, new Date(Date.now() + 24 * 3_600_000))).toBe(0);
  });
});
