// Every sort of the Buscador and the assigned report, both directions, answers in Spanish order (case and accents
// ignored, 'ñ' after 'n') with the creation date and the number breaking ties, the same on every page, on the last partial page and in the
// export — the three ways a page is read (sorted-page.ts) — and the report's pages read each after the previous page's
// last ticket, as rows alone (`assigned-report/rows`). Names come from renamed users and catalogue entries, so the
// triggers that re-key a renamed entry's tickets are exercised too.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reportSortFields, searchSortFields, TicketStatus } from '@tms/contracts';
import { queryRows } from '../../../db/client';
import { type TestClient, useTestApp } from '../../../test/test-app';

const RANGE = { startDate: '2003-01-01T00:00:00.000Z', endDate: '2003-12-31T23:59:59.999Z' };
const REPORT_RANGE = `start=${RANGE.startDate}&end=${RANGE.endDate}`;
const SUBJECTS = ['Ñu en el baño', 'Nudo de red', 'árbol caído', 'Arbusto seco', 'Zapato roto', 'órden de compra', 'Orden'];
const NAMES: Record<string, string> = {
  admin: 'Nube Administradora',
  agente: 'Ñandú Agente',
  cliente: 'Óscar Cliente',
  proveedor: 'oscar proveedor',
};
const TICKETS = 40;
const PAGE_SIZE = 7;

type Row = Record<string, string | number | null>;
const spanish = new Intl.Collator('es-MX', { sensitivity: 'base' });

/** A row's value under a sort: text in Spanish order, numbers and ISO dates as they are; null sorts last. */
type SortValue = (row: Row) => string | number | null;

function compareValues(a: string | number | null, b: string | number | null) {
  if (typeof a === 'string' && typeof b === 'string') return spanish.compare(a, b);
  return a === b ? 0 : (a as number | string) < (b as number | string) ? -1 : 1;
}

/** `rows` in the order a sort must give: empty values last in either direction, then the creation date, the number. */
function expectedIds(rows: Row[], value: SortValue, order: 'asc' | 'desc', emptyLast: boolean) {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (emptyLast && (x === null) !== (y === null)) return x === null ? 1 : -1;
      return sign * (compareValues(x, y) || time(a.createdDate) - time(b.createdDate) || Number(a.id) - Number(b.id));
    })
    .map((row) => row.id);
}

const time = (text: string | number | null) => (text === null ? 0 : new Date(String(text)).getTime());

const searchValues: Record<(typeof searchSortFields)[number], SortValue> = {
  id: (r) => r.id,
  subject: (r) => r.subject,
  subCategoryCode: (r) => r.subCategoryCode,
  status: (r) => r.statusId,
  createdByName: (r) => r.createdByName,
  modifiedDate: (r) => time(r.modifiedDate),
  createdDate: (r) => time(r.createdDate),
  assignedToName: (r) => r.assignedToName,
};

const reportValues: Record<(typeof reportSortFields)[number], SortValue> = {
  createdDate: (r) => time(r.createdDate),
  id: (r) => r.id,
  subject: (r) => r.subject,
  companyLocationName: (r) => r.companyLocationName,
  subCategoryName: (r) => r.subCategoryName,
  categoryName: (r) => r.categoryName,
  severity: (r) => r.severity,
  status: (r) => r.status,
  closingTime: (r) => (r.statusId === TicketStatus.Finished ? time(r.closedDate ?? r.modifiedDate) - time(r.createdDate) : null),
  userName: (r) => r.userName,
};
const EMPTY_LAST = new Set(['assignedToName', 'companyLocationName', 'closingTime', 'userName']);

describe('sort order', () => {
  const t = useTestApp();
  let supervisor: TestClient;

  beforeAll(async () => {
    supervisor = await t.as('supervisor');
    const db = t.database.handle.db;
    // Renamed after the tickets exist: the triggers re-key them.
    const people = await queryRows<{ id: number; userName: string }>(
      db,
      sql`SELECT id, user_name AS "userName" FROM users WHERE user_name IN ('admin', 'agente', 'cliente', 'proveedor', 'supervisor')`,
    );
    const id = Object.fromEntries(people.map((p) => [p.userName, p.id]));
    const creators = sql`ARRAY[${id.supervisor}, ${id.cliente}, ${id.proveedor}, ${id.agente}]::int[]`;
    const responsibles = sql`ARRAY[${id.admin}, ${id.agente}, ${id.cliente}, ${id.proveedor}, NULL]::int[]`;
    const insertDays = (first: number, last: number) =>
      queryRows(
        db,
        sql`
      INSERT INTO work_items (company_id, subject, detail, category_id, sub_category_id, company_location_id, assigned_to,
                              severity_id, status_id, created_by, created_date, modified_by, modified_date, closed_date)
      SELECT 1, (ARRAY[${sql.join(
        SUBJECTS.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[])[g % ${SUBJECTS.length} + 1], '<p>Detalle</p>', sc.category_id, sc.id,
             (SELECT id FROM company_locations ORDER BY id LIMIT 1 OFFSET g % 2), (${responsibles})[g % 5 + 1],
             (SELECT id FROM priorities ORDER BY id LIMIT 1 OFFSET g % 3), 1 + g % 3, (${creators})[g % 4 + 1],
             ${RANGE.startDate}::timestamptz + g * interval '1 day', ${id.admin},
             ${RANGE.startDate}::timestamptz + g * interval '1 day' + (g % 7) * interval '1 hour',
             CASE WHEN 1 + g % 3 = ${TicketStatus.Finished} THEN ${RANGE.startDate}::timestamptz + g * interval '1 day'
                                                                 + (g % 5) * interval '1 hour' END
        FROM generate_series(${first}::int, ${last}::int) g
        CROSS JOIN LATERAL (SELECT id, category_id FROM sub_categories ORDER BY id LIMIT 1 OFFSET g % 3) sc`,
      );
    // The later days first, a ticket of another year between, then the earlier days: the period's numbers are two runs
    // apart, as after an import, and a sort by number walks both.
    await insertDays(TICKETS / 2 + 1, TICKETS);
    await insertDays(TICKETS * 400, TICKETS * 400);
    await insertDays(1, TICKETS / 2);
    await queryRows(
      db,
      sql`UPDATE work_items SET company_location_id = NULL WHERE created_date >= ${RANGE.startDate}
                              AND created_date <= ${RANGE.endDate} AND id % 4 = 0`,
    );
    for (const [userName, name] of Object.entries(NAMES))
      await queryRows(db, sql`UPDATE users SET display_name = ${name} WHERE user_name = ${userName}`);
    await queryRows(db, sql`UPDATE sub_categories SET code = 'Éxito ' || code WHERE id = (SELECT min(id) FROM sub_categories)`);
    await queryRows(db, sql`UPDATE company_locations SET code = 'Ñuñoa' WHERE id = (SELECT min(id) FROM company_locations)`);
  });

  /** Every page of `pageSize` rows, the last one partial, joined; and the export. */
  async function pagesAndExport(read: (page: number | null) => Promise<Row[]>) {
    const paged: Row[] = [];
    for (let page = 0; paged.length % PAGE_SIZE === 0; page++) {
      const rows = await read(page);
      paged.push(...rows);
      if (rows.length === 0) break;
    }
    return { paged: paged.map((row) => row.id), exported: await read(null) };
  }

  /** Every page of `pageSize` rows, each read after the previous page's last ticket, joined. */
  async function pagesAfter(read: (after: number | null) => Promise<Row[]>) {
    const chained: Row[] = [];
    for (let rows = await read(null); rows.length > 0 && chained.length <= TICKETS; rows = await read(Number(rows.at(-1)?.id)))
      chained.push(...rows);
    return chained.map((row) => row.id);
  }

  it('sorts the Buscador by every column in Spanish order, pages and export alike', async () => {
    for (const field of searchSortFields)
      for (const order of ['asc', 'desc'] as const) {
        const read = async (page: number | null) => {
          const body = {
            ...RANGE,
            sortField: field,
            sortOrder: order,
            ...(page === null ? { all: true } : { page, pageSize: PAGE_SIZE }),
          };
          const response = await supervisor.post('/api/workitems/search', body);
          expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
          return response.body.data.rows as Row[];
        };
        const { paged, exported } = await pagesAndExport(read);
        expect(exported).toHaveLength(TICKETS);
        const expected = expectedIds(exported, searchValues[field], order, EMPTY_LAST.has(field));
        expect(
          exported.map((row) => row.id),
          `${field} ${order} export`,
        ).toEqual(expected);
        expect(paged, `${field} ${order} pages`).toEqual(expected);
      }
  });

  it('sorts the assigned report by every column in Spanish order, pages and export alike', async () => {
    for (const field of reportSortFields)
      for (const order of ['asc', 'desc'] as const) {
        const report = async (paging: string, path = 'assigned-report') => {
          const response = await supervisor.get(
            `/api/workitems/${path}?${REPORT_RANGE}&sortField=${field}&sortOrder=${order}&${paging}`,
          );
          expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
          return response.body.data.rows as Row[];
        };
        const read = (page: number | null) => report(page === null ? 'all=true' : `page=${page}&pageSize=${PAGE_SIZE}`);
        const { paged, exported } = await pagesAndExport(read);
        // Page 0 as `page` says: an `after` only moves the start, so a page number stale by one page changes nothing.
        // Read as the screen reads another order or page: its rows alone.
        const chained = await pagesAfter((after) =>
          report(`pageSize=${PAGE_SIZE}&page=0${after === null ? '' : `&after=${after}`}`, 'assigned-report/rows'),
        );
        expect(exported).toHaveLength((TICKETS * 4) / 5);
        const expected = expectedIds(exported, reportValues[field], order, EMPTY_LAST.has(field));
        expect(
          exported.map((row) => row.id),
          `${field} ${order} export`,
        ).toEqual(expected);
        expect(paged, `${field} ${order} pages`).toEqual(expected);
        expect(chained, `${field} ${order} pages after the last ticket`).toEqual(expected);
      }
  });

  it('pages the report by `page` when the ticket named in `after` is not among its tickets, and refuses a bad one in Spanish', async () => {
    const report = (query: string) =>
      supervisor.get(
        `/api/workitems/assigned-report?${REPORT_RANGE}&sortField=subject&sortOrder=asc&pageSize=${PAGE_SIZE}&${query}`,
      );
    const second = (await report('page=1')).body.data.rows as Row[];
    const [unassigned] = await queryRows<{ id: number }>(
      t.database.handle.db,
      sql`SELECT id FROM work_items WHERE created_date BETWEEN ${RANGE.startDate} AND ${RANGE.endDate} AND assigned_to IS NULL
          ORDER BY subject DESC LIMIT 1`,
    );
    expect(second).toHaveLength(PAGE_SIZE);
    expect(((await report(`page=1&after=${unassigned.id}`)).body.data.rows as Row[]).map((r) => r.id)).toEqual(
      second.map((r) => r.id),
    );
    const bad = await report('page=0&after=abc');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/número/i);
  });

  it('spells names in Spanish order: accents and case ignored, ñ after every other n', async () => {
    const response = await supervisor.post('/api/workitems/search', {
      ...RANGE,
      all: true,
      sortField: 'assignedToName',
      sortOrder: 'asc',
    });
    const names = [...new Set((response.body.data.rows as Row[]).map((row) => row.assignedToName))];
    expect(names).toEqual(['Nube Administradora', 'Ñandú Agente', 'Óscar Cliente', 'oscar proveedor', null]);
  });
});
