// `npm run bench`'s indicators part (docs/performance.md#indicators):
// - GET indicators over the last 90 days (goal p95 300 ms) and the last 12 months (500 ms), without a filter and with
//   each one (branch 1, category 1, sub-category 1, the demo agente as responsible), and the 90 days' export;
// - with DATABASE_URL set (the server's database, read from this process, as another server process would): the weekly
//   mail to 1,000 subscribers (goal: within a minute). Permission 31 is granted to the Agente role meanwhile, 1,000
//   internal users are subscribed, the job runs at next Monday 00:05 of the company's time, and the subscriptions, the
//   grant and the mails written are removed afterwards (no mail server is involved: the outbox rows are the output).
import { sql } from 'drizzle-orm';
import { Permission, calendarDateIn, DEFAULT_TIME_ZONE } from '@tms/contracts';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config/config';
import { queryRows } from '../db/client';
import { sendWeeklyIndicators } from '../modules/quality/indicators/weekly-indicators';

const DAY_MS = 86_400_000;
const RANGE_GOALS = [
  { name: '90 days', days: 90, goalP95: 300 },
  { name: '12 months', days: 365, goalP95: 500 },
];
const FILTERS = [
  ['', ''],
  [', branch', '&companyLocationId=1'],
  [', category', '&categoryId=1'],
  [', sub-category', '&subCategoryId=1'],
  [', responsible', '&assignedTo=2'],
] as const;
const SUBSCRIBERS = 1_000;
const WEEKLY_GOAL_MS = 60_000;
const AGENT_ROLE = 2;

/** GET indicators over each range, without and with each filter; the days are the company's, as the screen sends them. */
export function indicatorCalls(now = new Date()) {
  const day = (daysAgo: number) => calendarDateIn(DEFAULT_TIME_ZONE, new Date(now.getTime() - daysAgo * DAY_MS));
  const range = (days: number) => `start=${day(days - 1)}&end=${day(0)}`;
  return [
    ...RANGE_GOALS.flatMap(({ name, days, goalP95 }) =>
      FILTERS.map(([label, filter]) => ({
        name: `indicators ${name}${label}`,
        path: `/api/indicators?${range(days)}${filter}`,
        goalP95,
      })),
    ),
    { name: 'indicators export 90 days', path: `/api/indicators/export?${range(90)}`, goalP95: 500 },
  ];
}

/** The weekly mail's job for SUBSCRIBERS subscribers, timed; everything it needed and wrote is removed afterwards. */
export async function benchWeeklyMail(report: (name: string, timesMs: number[], goal: string) => number): Promise<void> {
  const { ctx, shutdown } = await bootstrap(loadConfig());
  const db = ctx.db;
  try {
    await db.execute(
      sql`INSERT INTO business_function_roles (role_id, business_function_id) VALUES (${AGENT_ROLE}, ${Permission.Indicators})
          ON CONFLICT DO NOTHING`,
    );
    const subscribed = await queryRows<{ userId: number }>(
      db,
      sql`INSERT INTO indicator_subscriptions (user_id)
          SELECT id FROM users WHERE is_active AND entity_type_id = 1 AND role_id IN (1, 2, 3) ORDER BY id LIMIT ${SUBSCRIBERS}
          ON CONFLICT DO NOTHING RETURNING user_id AS "userId"`,
    );
    const [{ monday }] = await queryRows<{ monday: Date }>(
      db,
      sql`SELECT tms_indicator_day_start(d + (8 - extract(isodow FROM d)::int)) + interval '5 minutes' AS monday
            FROM (SELECT tms_indicator_day(now()) AS d) t`,
    );
    const [{ lastOutbox }] = await queryRows<{ lastOutbox: number }>(
      db,
      sql`SELECT COALESCE(max(id), 0) AS "lastOutbox" FROM outbox`,
    );
    const started = performance.now();
    const sent = await sendWeeklyIndicators(db, new Date(monday));
    const elapsed = performance.now() - started;
    const [{ bytes }] = await queryRows<{ bytes: number }>(
      db,
      sql`SELECT COALESCE(sum(pg_column_size(payload)), 0)::int AS bytes FROM outbox WHERE id > ${lastOutbox}`,
    );
    const verdict = elapsed <= WEEKLY_GOAL_MS && sent >= subscribed.length ? '✓' : '✗';
    report(`weekly mail, ${sent} subscribers`, [elapsed], `≤ 60 s ${verdict} (${Math.round(bytes / 1024)} KB of outbox rows)`);
    await db.execute(sql`DELETE FROM outbox WHERE id > ${lastOutbox}`);
    if (subscribed.length > 0) {
      const userIds = sql.join(
        subscribed.map(({ userId }) => sql`${userId}`),
        sql`, `,
      );
      await db.execute(sql`DELETE FROM indicator_subscriptions WHERE user_id IN (${userIds})`);
    }
  } finally {
    await db.execute(
      sql`DELETE FROM business_function_roles WHERE role_id = ${AGENT_ROLE} AND business_function_id = ${Permission.Indicators}`,
    );
    await shutdown();
  }
}
