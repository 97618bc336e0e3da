// The purge (docs/product/automations.md#limits): processed events go after 7 days, runs after 90 days except each
// rule's last 50 and a time rule's runs that still guard an occasion. Driven by runDue(now) with an injected clock.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { createdTicketId } from '../../../test/ticket-bodies';
import { createAutomationWorker } from './automation-worker';

const DAY = 86_400_000;
const start = new Date('2026-03-02T15:00:00.000Z');
const day = (n: number) => new Date(start.getTime() + n * DAY);

describe('automation purge', () => {
  const t = useTestApp();
  let admin: TestClient;
  let cliente: TestClient;
  const worker = () => createAutomationWorker(t.app.ctx, t.app.log);
  const db = () => t.database.handle.db;
  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db(), query))[0].n;
  const eventsOf = (ticketId: number) =>
    count(sql`SELECT count(*)::int AS n FROM ticket_events WHERE work_item_id = ${ticketId}`);

  const createTicket = (subject: string) => createdTicketId(cliente, subject);

  const rule = async (code: string, kind: 'trigger' | 'escalation') => {
    const response = await admin.post('/api/automations', {
      code,
      detail: 'Depuración',
      kind,
      ...(kind === 'trigger' ? { events: ['created'] } : { threshold: { percentOfSla: 50 } }),
      conditions: { subjectContains: 'nunca coincide' },
      actions: [{ type: 'addNote', message: '<p>x</p>' }],
      isActive: true,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  };

  /** Records `n` runs of the rule on the ticket, the first at `newest` and each one minute older. */
  const runs = (ruleId: number, ticketId: number, n: number, newest: Date, tag: string) =>
    db().execute(sql`
      INSERT INTO automation_runs (rule_id, work_item_id, occasion, at, result)
      SELECT ${ruleId}, ${ticketId}, ${tag} || ':' || i, ${newest}::timestamptz - i * interval '1 minute', 'done'
        FROM generate_series(0, ${n - 1}) AS i`);
  const runsLeft = (ruleId: number, ticketId: number) =>
    count(sql`SELECT count(*)::int AS n FROM automation_runs WHERE rule_id = ${ruleId} AND work_item_id = ${ticketId}`);

  beforeAll(async () => {
    [admin, cliente] = await Promise.all([t.as('admin'), t.as('cliente')]);
  });

  it('deletes processed events after 7 days, at most once an hour, and never a pending one', async () => {
    const early = await createTicket('Evento temprano');
    await worker().runDue(day(0));
    const later = await createTicket('Evento tardío');
    const purging = worker();
    await purging.runDue(day(6.99)); // processes the later event at 6.99 days; the early one is not 7 days old yet
    expect([await eventsOf(early), await eventsOf(later)]).toEqual([1, 1]);

    await purging.runDue(day(7.01)); // 29 minutes after this process's last purge: not yet
    expect(await eventsOf(early)).toBe(1);
    await purging.runDue(day(7.05));
    expect([await eventsOf(early), await eventsOf(later)]).toEqual([0, 1]);

    // A pending event is never purged, however old.
    await db().execute(sql`
      INSERT INTO ticket_events (work_item_id, event, created_date) VALUES (${later}, 'updated', ${day(-30)})`);
    const { purgeAutomationRecords } = await import('./purge');
    await purgeAutomationRecords(db(), day(60));
    expect(await eventsOf(later)).toBe(1);
    await worker().runDue(day(60)); // processes it, so later tests start clean
  });

  it("deletes runs after 90 days but keeps each rule's last 50 and the runs that still guard an occasion", async () => {
    const open = await createTicket('Corridas abiertas');
    const finished = await createTicket('Corridas finalizadas');
    await db().execute(sql`UPDATE work_items SET status_id = 3 WHERE id = ${finished}`);
    const trigger = await rule('Depurar disparador', 'trigger');
    const escalation = await rule('Depurar escalación', 'escalation');
    const now = day(100);
    // Trigger: 8 recent runs and 52 older than 90 days: the 10 oldest go.
    await runs(trigger, open, 8, day(95), 'recent');
    await runs(trigger, open, 52, day(5), 'old');
    // Escalation: 50 newest old runs, then 3 on a finalised ticket (gone), then 3 on an open ticket (kept: the same
    // deadline would escalate again).
    await runs(escalation, open, 50, day(5), 'newest');
    await runs(escalation, finished, 3, day(4), 'finished');
    await runs(escalation, open, 3, day(3), 'open');

    await worker().runDue(now);
    expect(await runsLeft(trigger, open)).toBe(50);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM automation_runs WHERE rule_id = ${trigger} AND occasion LIKE 'recent:%'`),
    ).toBe(8);
    expect([await runsLeft(escalation, open), await runsLeft(escalation, finished)]).toEqual([53, 0]);
    // The runs screen still lists the last 50.
    expect((await admin.get(`/api/automations/${trigger}/runs`)).body.data).toHaveLength(50);
  });
});
