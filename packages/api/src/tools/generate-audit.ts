// The audit log of `npm run db:generate` (docs/performance.md#audit-log, docs/product/audit-log.md): `count` entries
// over the last year at even spacing, oldest first (their ids follow their instants), in one INSERT … SELECT. Actors
// are the generated staff ('gen.' users; every active user when there are none), each signing in from its own
// 10.0.x.y address; ten entities, 'sessions' with sign-ins, sign-outs and failed sign-ins (no actor, the name typed,
// no changes), the others mostly updates and creates, a few deletes, each with its one changed field old → new. The
// table is append-only (migration 0047): inserts only. As days pass, the server's retention job (AUDIT_RETENTION_DAYS,
// default 365) removes the oldest.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { COMPANY_ID } from '../db/seed/reference-data';

/** Entity and the field its entries change; 'sessions' changes none. */
const entities: [entity: string, field: string][] = [
  ['categories', 'code'],
  ['users', 'displayName'],
  ['roles', 'code'],
  ['sessions', ''],
  ['mailboxes', 'address'],
  ['calendars', 'name'],
  ['automations', 'name'],
  ['api-tokens', 'name'],
  ['settings', 'value'],
  ['sub-categories', 'code'],
];
/** Of every ten entries of an entity: sign-ins for 'sessions', else mostly updates and creates. */
const sessionActions = [
  'sign_in',
  'sign_in',
  'sign_in',
  'sign_in',
  'sign_in',
  'sign_in',
  'sign_out',
  'sign_out',
  'sign_out',
  'sign_in_failed',
];
const recordActions = ['update', 'update', 'update', 'update', 'update', 'create', 'create', 'create', 'create', 'delete'];

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]`;

export async function generateAudit(db: Executor, count: number): Promise<void> {
  if (count === 0) return;
  await db.execute(sql`
    WITH actors AS (
           SELECT array_agg(id ORDER BY id) AS ids, array_agg(display_name ORDER BY id) AS names,
                  array_agg(user_name ORDER BY id) AS logins
             FROM users WHERE is_active
              AND (user_name LIKE 'gen.%' OR NOT EXISTS (SELECT 1 FROM users WHERE user_name LIKE 'gen.%' AND is_active))),
         pools AS (SELECT ${textArray(entities.map(([entity]) => entity))} AS entities,
                          ${textArray(entities.map(([, field]) => field))} AS fields,
                          ${textArray(sessionActions)} AS session_actions, ${textArray(recordActions)} AS record_actions),
         picks AS (
           SELECT g, 1 + g % 10 AS e, (g / 10) % 10 AS a,
                  1 + floor(random() * array_length(actors.ids, 1))::int AS who,
                  now() - interval '365 days' * ((${count} - g)::float8 / ${count}) AS occurred
             FROM generate_series(1, ${count}) g, actors),
         shaped AS (
           SELECT p.*, pools.entities[p.e] AS entity, pools.fields[p.e] AS field,
                  CASE WHEN pools.entities[p.e] = 'sessions' THEN pools.session_actions[1 + p.a]
                       ELSE pools.record_actions[1 + p.a] END AS action
             FROM picks p, pools)
    INSERT INTO audit_log (company_id, occurred_at, actor_id, actor_name, address, action, entity, record_id, changes)
    SELECT ${COMPANY_ID}, s.occurred,
           CASE WHEN s.action = 'sign_in_failed' THEN NULL ELSE actors.ids[s.who] END,
           CASE WHEN s.action = 'sign_in_failed' THEN actors.logins[s.who] ELSE actors.names[s.who] END,
           '10.0.' || (s.who / 250) % 256 || '.' || (1 + s.who % 250), s.action, s.entity,
           CASE WHEN s.entity <> 'sessions' THEN (1 + (s.g / 100) % 5000)::text END,
           CASE WHEN s.entity = 'sessions' THEN '[]'::jsonb
                ELSE jsonb_build_array(jsonb_build_object(
                       'field', s.field,
                       'old', CASE WHEN s.action <> 'create' THEN s.field || ' ' || (s.g / 100) % 5000 END,
                       'new', CASE WHEN s.action <> 'delete' THEN s.field || ' ' || ((s.g / 100) % 5000 + 1) END)) END
      FROM shaped s, actors
     ORDER BY s.g`);
}
