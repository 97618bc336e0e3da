// The weekly mail of the indicators ('Recibir cada lunes', docs/product/service-quality.md#indicators): due from
// Monday 00:00 of the company's time to those subscribed before it, once per week even when two checks run at once,
// never to someone unsubscribed or without permission 31, and delivered through SMTP with the week's workbook attached.
// The job runs at the instants the test gives it.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { indicatorSubscriptions, users } from '../../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { useOutboxDelivery } from '../../../test/smtp-collector';
import { XLSX_CONTENT_TYPE } from './indicators-workbook';
import { sendWeeklyIndicators } from './weekly-indicators';

const PUBLIC_URL = 'https://ayuda.example.com';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

describe('weekly indicators mail', () => {
  const { deliver } = useOutboxDelivery(() => t, PUBLIC_URL);
  const t = useTestApp();
  const db = () => t.database.handle.db;
  /** The next Monday's start in the company's time, and the days of the week before it. */
  let monday: { at: Date; weekStart: string; weekEnd: string };

  const userIdOf = async (userName: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0].id;

  beforeAll(async () => {
    for (const user of ['admin', 'supervisor'] as const) {
      const response = await (await t.as(user)).put('/api/indicators/subscription', { subscribed: true });
      expect(response.statusCode).toBe(200);
    }
    // Subscribed without permission 31 (a row left from a role that lost it), and subscribed then unsubscribed.
    await db()
      .insert(indicatorSubscriptions)
      .values({ userId: await userIdOf('agente') });
    const [{ id: former }] = await db()
      .insert(users)
      .values({
        userName: 'ex.suscrito',
        displayName: 'Ex Suscrito',
        email: 'ex@example.com',
        roleId: 3,
        entityTypeId: 1,
        passwordHash: 'x',
        isActive: true,
      })
      .returning({ id: users.id });
    await db().insert(indicatorSubscriptions).values({ userId: former });
    await db().delete(indicatorSubscriptions).where(eq(indicatorSubscriptions.userId, former));

    const [row] = await queryRows<{ at: Date; weekStart: string; weekEnd: string }>(
      db(),
      sql`SELECT tms_indicator_day_start(m) AS at, to_char(m - 7, 'YYYY-MM-DD') AS "weekStart",
                 to_char(m - 1, 'YYYY-MM-DD') AS "weekEnd"
            FROM (SELECT d + (8 - extract(isodow FROM d)::int) AS m FROM (SELECT tms_indicator_day(now()) AS d) t) w`,
    );
    monday = { ...row, at: new Date(row.at) };
  });

  const at = (offsetMs: number) => new Date(monday.at.getTime() + offsetMs);

  it('sends each subscriber the week that ended, once, from Monday on', async () => {
    expect(await sendWeeklyIndicators(db(), at(-MINUTE_MS))).toBe(0);
    // Two checks at once (two processes): the second finds the subscribers marked.
    const sent = await Promise.all([
      sendWeeklyIndicators(db(), at(5 * MINUTE_MS)),
      sendWeeklyIndicators(db(), at(5 * MINUTE_MS)),
    ]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await sendWeeklyIndicators(db(), at(2 * DAY_MS))).toBe(0);
    expect(await sendWeeklyIndicators(db(), at(7 * DAY_MS + MINUTE_MS))).toBe(2);
    expect(await sendWeeklyIndicators(db(), at(7 * DAY_MS + 2 * MINUTE_MS))).toBe(0);
  });

  it('delivers the figures with the workbook attached, to the subscribers holding permission 31 only', async () => {
    const mails = (await deliver()).filter((mail) => mail.subject?.startsWith('Indicadores de la semana'));
    const [admin, supervisor] = await Promise.all(
      ['admin', 'supervisor'].map(
        async (userName) => (await db().select().from(users).where(eq(users.userName, userName)))[0].email,
      ),
    );
    const byText = (a: string, b: string) => a.localeCompare(b);
    expect(mails.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '')).sort(byText)).toEqual(
      [admin, admin, supervisor, supervisor].sort(byText),
    );
    const dayText = (day: string) => day.split('-').reverse().join('/');
    const first = mails.find(
      (mail) => mail.subject === `Indicadores de la semana del ${dayText(monday.weekStart)} al ${dayText(monday.weekEnd)}`,
    );
    expect(first?.text).toContain('Tickets creados: 0. Tickets cerrados: 0.');
    expect(first?.text).toContain(`Ver indicadores: ${PUBLIC_URL}/indicators`);
    expect(first?.attachments).toHaveLength(1);
    const [file] = first!.attachments;
    expect(file.filename).toBe(`Indicadores ${monday.weekStart} a ${monday.weekEnd}.xlsx`);
    expect(file.contentType).toBe(XLSX_CONTENT_TYPE);
    expect(file.content.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  });
});
