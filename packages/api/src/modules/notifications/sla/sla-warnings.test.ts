import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NotificationType, TicketStatus } from '@tms/contracts';
import { useTestApp } from '../../../test/test-app';
import { calendars, notifications, slaAlerts, workItems } from '../../../db/schema';
import { sendSlaWarnings } from './sla-warnings';

describe('SLA warnings', () => {
  const t = useTestApp();

  const warningsOf = (workItemId: number) =>
    t.database.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.workItemId, workItemId), eq(notifications.type, NotificationType.Generic)));

  it('warns the assignee at 80% of the time and at expiry, once each (24×7 without a calendar)', async () => {
    const db = t.database.handle.db;
    await db.update(calendars).set({ isActive: false });
    try {
      await warnsAtEightyPercentAndExpiry();
    } finally {
      await db.update(calendars).set({ isActive: true });
    }
  });

  async function warnsAtEightyPercentAndExpiry() {
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

    const alerted = async () =>
      (await db.select({ level: workItems.slaAlerted }).from(workItems).where(eq(workItems.id, created.id)))[0].level;
    expect(await alerted()).toBe(1);

    expect(await sendSlaWarnings(db, new Date(createdAt + 121 * 60_000))).toBe(1);
    expect(await alerted()).toBe(2);
    // A ticket sent both warnings is not read again: without its alerts on record, nothing is sent twice.
    await db.delete(slaAlerts).where(eq(slaAlerts.workItemId, created.id));
    expect(await sendSlaWarnings(db, new Date(createdAt + 200 * 60_000))).toBe(0);
    expect((await warningsFor()).map((n) => n.text)).toContain(`El ticket #${created.id} expiró: Servidor caído`);
  }

  it('warns at 80% of the working time of the branch calendar', async () => {
    const db = t.database.handle.db;
    const agente = await t.as('agente');
    const created = (
      await agente.post('/api/workitems', {
        subject: 'Fin de semana',
        detail: '<p>x</p>',
        categoryId: 1,
        subCategoryId: 1,
        severityId: 4,
      })
    ).body.data;
    // Created Friday 20 November 2026 at 17:55 in Mexico City, then made Alta (8 working hours of the demo's 'Horario
    // general'): expires Monday 12:55; 6 h 24 of working time (5 minutes Friday, 4 hours Saturday, 2 h 19 Monday) pass
    // at Monday 11:19, long after 80% of the elapsed time (Sunday 10:19).
    await db
      .update(workItems)
      .set({ createdDate: new Date('2026-11-20T23:55:00.000Z') })
      .where(eq(workItems.id, created.id));
    const saved = await agente.put(`/api/workitems/${created.id}`, {
      subject: created.subject,
      detail: created.detail,
      categoryId: 1,
      subCategoryId: 1,
      severityId: 3,
      statusId: created.statusId,
      companyLocationId: created.companyLocationId,
      assignedTo: created.assignedTo,
      parentId: null,
      childs: [],
      subscribers: [],
      attachments: [],
      modifiedDate: created.modifiedDate,
    });
    expect(saved.body.data.expireDate).toBe('2026-11-23T18:55:00.000Z');
    await sendSlaWarnings(db, new Date('2026-11-22T16:19:00.000Z'));
    await sendSlaWarnings(db, new Date('2026-11-23T17:18:00.000Z'));
    expect(await warningsOf(created.id)).toEqual([]);
    await sendSlaWarnings(db, new Date('2026-11-23T17:19:00.000Z'));
    expect((await warningsOf(created.id)).map((n) => n.text)).toEqual([
      `El ticket #${created.id} alcanzó el 80% de su tiempo de atención: Fin de semana`,
    ]);
  });

  it('never warns about finalised tickets', async () => {
    const db = t.database.handle.db;
    const created = (
      await (
        await t.as('cliente')
      ).post('/api/workitems', { subject: 'Cerrado', detail: '<p>x</p>', categoryId: 1, subCategoryId: 1, severityId: 4 })
    ).body.data;
    await db.update(workItems).set({ statusId: TicketStatus.Finished }).where(eq(workItems.id, created.id));
    await sendSlaWarnings(db, new Date(Date.now() + 24 * 3_600_000));
    expect(await warningsOf(created.id)).toEqual([]);
  });
});
