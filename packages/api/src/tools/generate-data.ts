// `npm run db:generate -- --tickets N [--users U] [--articles A] [--audit E]`: fills the configured database (DATABASE_URL,
// or the embedded one under DATA_DIR while no server runs) with realistic tickets spread over branches, categories and the
// last 12 months, with history, discussions, subscribers and attachment metadata, A knowledge-base articles (default:
// 20,000 from a million tickets up, else one per 50 tickets; docs/performance.md#knowledge-base) and E audit log entries
// (generate-audit.ts; default 1,000,000 from a million tickets up, else one per ticket; docs/performance.md#audit-log).
// Set-based SQL, so 100k tickets take seconds.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { TicketStatus } from '@tms/contracts';
import { loadConfig } from '../config/config';
import { bootstrap } from '../bootstrap';
import { hashPassword } from '../lib/passwords';
import { queryRows, type Executor } from '../db/client';
import { generateArticles } from './generate-articles';
import { generateAudit } from './generate-audit';

/** Inlined as a literal, as the statuses the queries compare with. */
const FINISHED = sql.raw(String(TicketStatus.Finished));
/** Every generated ticket's time to expiry; its SLA warning is due at 80% of it. */
const SLA = sql.raw(`interval '48 hours'`);
/** The first-response target of every generated ticket above 'Baja'. */
const RESPONSE_TARGET = sql.raw(`interval '8 hours'`);

const { values } = parseArgs({
  options: {
    tickets: { type: 'string', default: '10000' },
    users: { type: 'string', default: '200' },
    articles: { type: 'string' },
    audit: { type: 'string' },
  },
});
const tickets = Number(values.tickets);
const userCount = Number(values.users);
/** The knowledge base the search is measured on: 20,000 articles beside a million tickets. */
const articleCount =
  values.articles === undefined ? (tickets >= 1_000_000 ? 20_000 : Math.ceil(tickets / 50)) : Number(values.articles);
/** The audit log 'Bitácora' is measured on: a million entries beside a million tickets. */
const auditCount = values.audit === undefined ? (tickets >= 1_000_000 ? 1_000_000 : tickets) : Number(values.audit);
if (
  !Number.isInteger(tickets) ||
  tickets < 1 ||
  !Number.isInteger(userCount) ||
  userCount < 0 ||
  !Number.isInteger(articleCount) ||
  articleCount < 0 ||
  !Number.isInteger(auditCount) ||
  auditCount < 0
) {
  console.error('usage: npm run db:generate -- --tickets N [--users U] [--articles A] [--audit E]');
  process.exit(2);
}

const { ctx, shutdown } = await bootstrap(loadConfig());
const db = ctx.db;
const started = Date.now();
const password = await hashPassword('Generado123!');

await db.execute(sql`
  INSERT INTO users (user_name, display_name, email, role_id, company_location_id, entity_type_id, password_hash, is_active)
  SELECT 'gen.' || g || '.' || s.n, 'Usuario Generado ' || g, 'gen' || g || '.' || s.n || '@example.com',
         (ARRAY[2, 2, 2, 3])[1 + g % 4],
         (SELECT id FROM company_locations ORDER BY id LIMIT 1 OFFSET g % (SELECT count(*) FROM company_locations)),
         1, ${password}, true
    FROM generate_series(1, ${userCount}) g, (SELECT count(*) AS n FROM users) s`);
// Clients and providers (a tenth of the users, in 20 client and 5 provider entities) create tickets too: the
// indicators' time per entity (docs/product/service-quality.md#indicators). Responsibles stay internal users.
await db.execute(sql`
  INSERT INTO external_entities (entity_type_id, code, is_active)
  SELECT CASE WHEN g <= 20 THEN 2 ELSE 3 END, CASE WHEN g <= 20 THEN 'Cliente ' ELSE 'Proveedor ' END || g || ' S.A. de C.V.', true
    FROM generate_series(1, 25) g`);
await db.execute(sql`
  WITH entities AS (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM external_entities ORDER BY id DESC LIMIT 25) e)
  INSERT INTO users (user_name, display_name, email, role_id, company_location_id, entity_type_id, external_entity_id,
                     password_hash, is_active)
  SELECT 'ext.' || g || '.' || s.n, 'Externo Generado ' || g, 'ext' || g || '.' || s.n || '@example.com',
         CASE WHEN e.entity <= 20 THEN 1008 ELSE 1010 END, NULL, CASE WHEN e.entity <= 20 THEN 2 ELSE 3 END,
         entities.ids[e.entity], ${password}, true
    FROM generate_series(1, ${Math.ceil(userCount / 10)}) g, (SELECT count(*) AS n FROM users) s, entities,
         LATERAL (SELECT 1 + g % 25 AS entity) e`);

const subjects = [
  'Impresora sin tóner',
  'Falla de red en piso',
  'Alta de usuario en sistema',
  'Cambio de contraseña de correo',
  'Aire acondicionado no enfría',
  'Monitor parpadea',
  'Solicitud de equipo nuevo',
  'Error al facturar',
  'Lentitud en el sistema',
  'Reparación de silla',
  'Acceso a carpeta compartida',
  'Teléfono sin línea',
  'Actualización de software',
  'Proyector sin imagen',
  'Fuga en baño',
  'Instalación de impresora',
  'Recuperar archivo borrado',
];

/**
 * Runs a bulk insert into `table` with its secondary indexes dropped, then builds each once: past a million rows that
 * is several times faster than keeping some twenty indexes row by row.
 */
async function withoutIndexes(tx: Executor, table: string, insert: () => Promise<unknown>) {
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
         WHERE tablename = ${table} AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX "${index.name}"`));
  await insert();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}

// Tickets are written in creation order, as a help desk writes them: their numbers and their place in the table
// follow their creation dates.
// The chart roll-ups' and the subject words' row triggers (decision 0010) would cost an upsert per generated ticket: in
// one transaction they are switched off for the bulk insert and the new tickets are added in one statement each.
await db.transaction(async (tx) => {
  const [{ lastId }] = await queryRows<{ lastId: number }>(tx, sql`SELECT COALESCE(max(id), 0) AS "lastId" FROM work_items`);
  const bulkTriggers = [
    'work_items_rollups_insert',
    'work_items_report_rollup_insert',
    'work_items_subject_words',
    'work_items_number_block_insert',
    'work_items_indicators_insert',
  ];
  const childTriggers = ['satisfaction_surveys_indicators', 'time_entries_indicators'];
  for (const name of bulkTriggers) await tx.execute(sql.raw(`ALTER TABLE work_items DISABLE TRIGGER ${name}`));
  await withoutIndexes(tx, 'work_items', () =>
    tx.execute(sql`
    WITH pool AS (
      SELECT (SELECT array_agg(id ORDER BY id) FROM sub_categories WHERE is_active) AS subs,
             (SELECT array_agg(id ORDER BY id) FROM users WHERE is_active) AS people,
             (SELECT array_agg(id ORDER BY id) FROM users WHERE is_active AND entity_type_id = 1) AS staff,
             (SELECT array_agg(id ORDER BY id) FROM company_locations WHERE is_active) AS places,
             ${`{${subjects.map((s) => `"${s}"`).join(',')}}`}::text[] AS subjects
    ), picks AS (
      SELECT g,
             pool.subs[1 + floor(random() * array_length(pool.subs, 1))::int] AS sub_id,
             pool.people[1 + floor(random() * array_length(pool.people, 1))::int] AS creator,
             pool.staff[1 + floor(random() * array_length(pool.staff, 1))::int] AS assignee,
             pool.places[1 + floor(random() * array_length(pool.places, 1))::int] AS place,
             pool.subjects[1 + floor(random() * array_length(pool.subjects, 1))::int] AS subject,
             now() - random() * interval '365 days' AS created,
             (ARRAY[1, 2, 3, 3, 3])[1 + floor(random() * 5)::int] AS status,
             1 + floor(random() * 4)::int AS severity,
             -- Service quality: when the ticket closes (a share of 72 hours), its first response's working minutes
             -- (1 to 665, most under 160) and its wall-clock delay (about three times as long), whether it was answered
             -- yet (every finalised ticket, most open ones), and the minutes logged on it (three tickets in ten).
             random() AS close_share,
             exp(random() * 6.5) AS response_minutes,
             random() < 0.85 AS answered,
             CASE WHEN random() < 0.3 THEN 15 * (1 + floor(random() * 16))::int ELSE 0 END AS time_spent
        FROM generate_series(1, ${tickets}) g, pool
    )
    INSERT INTO work_items (company_id, subject, detail, category_id, sub_category_id, company_location_id, assigned_to, severity_id,
                            status_id, expire_date, warning_date, sla_alerted, closed_date, created_by, created_date,
                            modified_by, modified_date, first_response_date, first_response_minutes, first_response_due_date,
                            resolution_minutes, time_spent_minutes)
    SELECT 1, left(p.subject || ' ' || p.g, 100), '<p>' || p.subject || ': detalle generado.</p>', sc.category_id, p.sub_id, p.place,
           p.assignee, p.severity, p.status, p.created + ${SLA}, p.created + ${SLA} * 0.8,
           CASE WHEN p.status = ${FINISHED} THEN 0 WHEN p.created + ${SLA} <= now() THEN 2
                WHEN p.created + ${SLA} * 0.8 <= now() THEN 1 ELSE 0 END,
           CASE WHEN p.status = ${FINISHED} THEN p.created + p.close_share * interval '72 hours' END,
           p.creator, p.created, p.assignee, LEAST(now(), p.created + random() * interval '72 hours'),
           CASE WHEN p.responded THEN p.responded_at END, CASE WHEN p.responded THEN round(p.response_minutes)::int END,
           CASE WHEN p.severity > 1 THEN p.created + ${RESPONSE_TARGET} END,
           CASE WHEN p.status = ${FINISHED} THEN round(p.close_share * 72 * 60 / 3)::int END, p.time_spent
      FROM (SELECT picks.*, answered_at AS responded_at,
                   (status = ${FINISHED} OR answered) AND answered_at <= now() AS responded
              FROM picks, LATERAL (SELECT CASE WHEN status = ${FINISHED}
                                               THEN LEAST(created + response_minutes * interval '3 minutes',
                                                          created + close_share * interval '72 hours')
                                               ELSE created + response_minutes * interval '3 minutes' END AS answered_at) a) p
      JOIN sub_categories sc ON sc.id = p.sub_id
     ORDER BY p.created`),
  );
  for (const name of bulkTriggers) await tx.execute(sql.raw(`ALTER TABLE work_items ENABLE TRIGGER ${name}`));
  await tx.execute(sql`SELECT tms_fill_subject_words(${lastId}), tms_fill_number_blocks(${lastId})`);
  // A satisfaction survey for a third of the finalised tickets, sent the day after, answered by four in ten within two
  // days (mostly 4 and 5; 1 and 2 with their required comment); the minutes logged split into one to three entries of
  // the responsible on consecutive days. Their triggers are off too: the indicators' roll-ups are filled at the end.
  await tx.execute(sql.raw(`ALTER TABLE satisfaction_surveys DISABLE TRIGGER ${childTriggers[0]}`));
  await tx.execute(sql.raw(`ALTER TABLE time_entries DISABLE TRIGGER ${childTriggers[1]}`));
  await tx.execute(sql`
    INSERT INTO satisfaction_surveys (work_item_id, user_id, send_date, sent_date, rating, comment, answered_date, created_date)
    SELECT w.id, w.created_by, w.closed_date + interval '1 day', w.closed_date + interval '1 day', a.rating,
           CASE WHEN a.rating <= 2 THEN 'La atención tardó más de lo esperado (ticket ' || w.id || ').' END,
           CASE WHEN a.rating IS NOT NULL THEN w.closed_date + interval '1 day' + (w.id % 48) * interval '1 hour' END, w.closed_date
      FROM work_items w,
           LATERAL (SELECT CASE WHEN w.id % 5 < 2 THEN (ARRAY[5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1])[1 + (w.id / 15) % 11] END AS rating) a
     WHERE w.id > ${lastId} AND w.status_id = ${FINISHED} AND w.id % 3 = 0 AND w.closed_date + interval '3 days' <= now()`);
  await tx.execute(sql`
    INSERT INTO time_entries (work_item_id, user_id, minutes, work_date, billable, created_date, modified_date)
    SELECT w.id, w.assigned_to, w.time_spent_minutes / k.parts + CASE WHEN n = 1 THEN w.time_spent_minutes % k.parts ELSE 0 END,
           LEAST(tms_indicator_day(w.created_date) + (n - 1), tms_indicator_day(now())), (w.id + n) % 5 < 3,
           w.created_date, w.created_date
      FROM work_items w, LATERAL (SELECT 1 + w.id % 3 AS parts) k, generate_series(1, k.parts) n
     WHERE w.id > ${lastId} AND w.time_spent_minutes > 0 AND w.assigned_to IS NOT NULL`);
  await tx.execute(sql.raw(`ALTER TABLE satisfaction_surveys ENABLE TRIGGER ${childTriggers[0]}`));
  await tx.execute(sql.raw(`ALTER TABLE time_entries ENABLE TRIGGER ${childTriggers[1]}`));
  await tx.execute(sql`SELECT tms_fill_indicator_rollups(${lastId})`);
  await tx.execute(sql`
    INSERT INTO ticket_monthly_counts AS m (month, company_location_id, tickets, closed, closed_in_sla)
    SELECT date_trunc('month', created_date AT TIME ZONE 'UTC')::date, company_location_id, count(*),
           count(*) FILTER (WHERE status_id = ${FINISHED}),
           count(*) FILTER (WHERE status_id = ${FINISHED} AND (expire_date IS NULL OR closed_date <= expire_date))
      FROM work_items WHERE id > ${lastId} GROUP BY 1, 2
    ON CONFLICT ON CONSTRAINT ticket_monthly_counts_key DO UPDATE
      SET tickets = m.tickets + excluded.tickets, closed = m.closed + excluded.closed,
          closed_in_sla = m.closed_in_sla + excluded.closed_in_sla`);
  await tx.execute(sql`
    INSERT INTO ticket_daily_shares AS d (day, category_id, company_location_id, tickets)
    SELECT (created_date AT TIME ZONE 'UTC')::date, category_id, company_location_id, count(*)
      FROM work_items WHERE id > ${lastId} GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT ticket_daily_shares_key DO UPDATE SET tickets = d.tickets + excluded.tickets`);
  await tx.execute(sql`
    INSERT INTO ticket_daily_assigned AS d (day, company_location_id, category_id, sub_category_id, severity_id, status_id, tickets)
    SELECT (created_date AT TIME ZONE 'UTC')::date, company_location_id, category_id, sub_category_id, severity_id, status_id, count(*)
      FROM work_items WHERE id > ${lastId} AND assigned_to IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT ticket_daily_assigned_key DO UPDATE SET tickets = d.tickets + excluded.tickets`);
  await tx.execute(sql`
    INSERT INTO ticket_monthly_assigned AS m (month, company_location_id, category_id, sub_category_id, severity_id, status_id, tickets)
    SELECT date_trunc('month', created_date AT TIME ZONE 'UTC')::date, company_location_id, category_id, sub_category_id,
           severity_id, status_id, count(*)
      FROM work_items WHERE id > ${lastId} AND assigned_to IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT ticket_monthly_assigned_key DO UPDATE SET tickets = m.tickets + excluded.tickets`);
});

await db.execute(sql`
  INSERT INTO work_item_history (work_item_id, action, created_by, created_date)
  SELECT id, 'add', created_by, created_date FROM work_items
   WHERE NOT EXISTS (SELECT 1 FROM work_item_history h WHERE h.work_item_id = work_items.id)`);
await db.execute(sql`
  WITH changed AS (
    INSERT INTO work_item_history (work_item_id, action, created_by, created_date)
    SELECT id, 'update', assigned_to, modified_date FROM work_items WHERE status_id <> 1 AND id % 1 = 0
      AND NOT EXISTS (SELECT 1 FROM work_item_history h WHERE h.work_item_id = work_items.id AND h.action = 'update')
    RETURNING id, work_item_id)
  INSERT INTO work_item_history_items (history_id, field_name, old_value, new_value, old_value_name, new_value_name)
  SELECT c.id, 'Status', '1', w.status_id::text, 'Inicial', s.code
    FROM changed c JOIN work_items w ON w.id = c.work_item_id JOIN statuses s ON s.id = w.status_id`);
await db.execute(sql`
  INSERT INTO work_item_discussions (work_item_id, "order", message, created_by, created_date)
  SELECT w.id, n, '<p>Seguimiento ' || n || ' del ticket.</p>', CASE WHEN n % 2 = 0 THEN w.created_by ELSE w.assigned_to END,
         w.created_date + n * interval '1 hour'
    FROM work_items w, generate_series(1, 2) n
   WHERE w.id % 3 = 0 AND NOT EXISTS (SELECT 1 FROM work_item_discussions d WHERE d.work_item_id = w.id)`);
// The warnings a running help desk already sent: the server's SLA check starts with only the newest tickets owed one.
await db.execute(sql`
  INSERT INTO sla_alerts (work_item_id, kind)
  SELECT w.id, k.kind FROM work_items w
    JOIN (VALUES (1, '80'), (2, '80'), (2, 'expired')) k(level, kind) ON k.level = w.sla_alerted
  ON CONFLICT DO NOTHING`);
await db.execute(sql`
  INSERT INTO work_item_subscribers (work_item_id, user_id)
  SELECT w.id, w.assigned_to FROM work_items w WHERE w.id % 5 = 0 AND w.assigned_to <> w.created_by ON CONFLICT DO NOTHING`);
await db.execute(sql`
  INSERT INTO work_item_attachments (company_id, work_item_id, name, size, file_path, content_type, is_temp, created_by, created_date)
  SELECT 1, w.id, 'evidencia-' || w.id || '.pdf', 20000 + (w.id % 500) * 1000, 'generated-' || w.id || '.pdf', 'application/pdf',
         false, w.created_by, w.created_date
    FROM work_items w WHERE w.id % 10 = 0 AND NOT EXISTS (SELECT 1 FROM work_item_attachments a WHERE a.work_item_id = w.id)`);
await generateArticles(db, articleCount);
await generateAudit(db, auditCount);
// As autovacuum leaves a settled table: hint bits set and pages marked all-visible (index-only counts), statistics fresh.
await db.execute(sql`VACUUM ANALYZE`);

console.log(
  `generated ${tickets} tickets, ${userCount} users, ${articleCount} articles and ${auditCount} audit entries`,
  `in ${((Date.now() - started) / 1000).toFixed(1)} s (${ctx.database.kind})`,
);
await shutdown();
