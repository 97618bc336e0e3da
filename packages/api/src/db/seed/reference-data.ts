// Reference data every environment needs, written idempotently at each start: the company, its settings,
// permissions, roles and their initial grants, entity types, severities, statuses, response-time types, and
// Mexico's states and municipalities.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  businessFunctionDefinitions,
  DEFAULT_FILE_ATTACHMENT_SIZE_MB,
  FILE_ATTACHMENT_SIZE,
  surveySettings,
  type PermissionId,
} from '@tms/contracts';
import { referenceDataDir } from '../../lib/paths';
import type { Executor } from '../client';
import * as t from '../schema';

export const COMPANY_ID = 1;

const roleDefinitions: { id: number; code: string; detail: string; isEditable: boolean; grants: PermissionId[] | 'all' }[] = [
  { id: 1, code: 'Administrador', detail: 'Administrador del sistema', isEditable: false, grants: 'all' },
  { id: 2, code: 'Agente', detail: 'Atiende tickets', isEditable: true, grants: [2, 4, 5, 13, 14, 15, 16, 25] },
  {
    id: 3,
    code: 'Supervisor',
    detail: 'Supervisa y reasigna tickets',
    isEditable: true,
    grants: [2, 3, 4, 5, 8, 9, 13, 14, 15, 16, 24, 25, 26, 31, 32],
  },
  { id: 1008, code: 'CLIENT', detail: 'Cliente', isEditable: true, grants: [2, 4, 5, 15, 16] },
  { id: 1009, code: 'CLIENT MANAGER', detail: 'Responsable de cliente', isEditable: true, grants: [2, 4, 5, 13, 15, 16] },
  { id: 1010, code: 'PROVIDER', detail: 'Proveedor', isEditable: true, grants: [2, 4, 5, 14, 15, 16] },
  {
    id: 1011,
    code: 'PROVIDER MANAGER',
    detail: 'Responsable de proveedor',
    isEditable: true,
    grants: [2, 4, 5, 13, 14, 15, 16, 26],
  },
];

const entityTypeRows = [
  { id: 1, code: 'Usuario interno', detail: 'Usuario interno de la empresa' },
  { id: 2, code: 'Cliente', detail: 'Usuario de una empresa cliente' },
  { id: 3, code: 'Proveedor', detail: 'Usuario de una empresa proveedora' },
];
const priorityRows = [
  { id: 1, code: 'Baja' },
  { id: 2, code: 'Media' },
  { id: 3, code: 'Alta' },
  { id: 4, code: 'Crítica' },
];
const statusRows = [
  { id: 1, code: 'Inicial' },
  { id: 2, code: 'En progreso' },
  { id: 3, code: 'Finalizado' },
];
const responseTimeTypeRows = [
  { id: 1, code: 'minutos', detail: 'Minutos', abbr: 'min' },
  { id: 2, code: 'horas', detail: 'Horas', abbr: 'h' },
  { id: 3, code: 'días', detail: 'Días', abbr: 'd' },
];

interface MunicipalityFile {
  states: { code: string; detail: string; abbr: string; municipalities: { code: string; detail: string }[] }[];
}

/** Moves an identity column past explicitly inserted ids so later inserts do not collide. */
export async function syncIdentity(db: Executor, table: string): Promise<void> {
  await db.execute(
    sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`),
  );
}

async function seedStatesAndCities(db: Executor): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(t.states);
  if (count > 0) return;
  const file = JSON.parse(
    fs.readFileSync(path.join(referenceDataDir, 'mx-states-municipalities.json'), 'utf8'),
  ) as MunicipalityFile;
  const insertedStates = await db
    .insert(t.states)
    .values(file.states.map((s) => ({ code: s.code, detail: s.detail, abbr: s.abbr })))
    .returning({ id: t.states.id, code: t.states.code });
  const stateIdByCode = new Map(insertedStates.map((s) => [s.code, s.id]));
  const cityRows = file.states.flatMap((s) =>
    s.municipalities.map((m) => ({ stateId: stateIdByCode.get(s.code)!, code: m.code, detail: m.detail, abbr: '' })),
  );
  for (let i = 0; i < cityRows.length; i += 500) await db.insert(t.cities).values(cityRows.slice(i, i + 500));
}

export async function seedReferenceData(db: Executor): Promise<void> {
  await db
    .insert(t.companies)
    .values({ id: COMPANY_ID, code: 'Mi Empresa', detail: 'Empresa', isActive: true })
    .onConflictDoNothing();
  await db
    .insert(t.settings)
    .values({
      companyId: COMPANY_ID,
      code: FILE_ATTACHMENT_SIZE,
      detail: String(DEFAULT_FILE_ATTACHMENT_SIZE_MB),
      isActive: true,
    })
    .onConflictDoNothing();
  // The satisfaction surveys' settings with their defaults (docs/product/service-quality.md#satisfaction-surveys).
  await db
    .insert(t.settings)
    .values(
      Object.entries(surveySettings).map(([code, value]) => ({
        companyId: COMPANY_ID,
        code,
        detail: String(value),
        isActive: true,
      })),
    )
    .onConflictDoNothing();

  for (const fn of businessFunctionDefinitions) {
    await db
      .insert(t.businessFunctions)
      .values({ id: fn.id, label: fn.label, url: fn.url, isActive: true })
      .onConflictDoUpdate({ target: t.businessFunctions.id, set: { label: fn.label, url: fn.url } });
  }

  // Grants are written only when a role is first created, so an administrator's later edits survive restarts.
  for (const role of roleDefinitions) {
    const inserted = await db
      .insert(t.roles)
      .values({ id: role.id, code: role.code, detail: role.detail, isEditable: role.isEditable, isActive: true })
      .onConflictDoNothing()
      .returning({ id: t.roles.id });
    if (inserted.length === 0) continue;
    const ids = role.grants === 'all' ? businessFunctionDefinitions.map((f) => f.id) : role.grants;
    await db.insert(t.businessFunctionRoles).values(ids.map((businessFunctionId) => ({ roleId: role.id, businessFunctionId })));
  }

  await db
    .insert(t.entityTypes)
    .values(entityTypeRows.map((r) => ({ ...r, companyId: COMPANY_ID, isActive: true })))
    .onConflictDoNothing();
  await db
    .insert(t.priorities)
    .values(priorityRows.map((r) => ({ ...r, isActive: true })))
    .onConflictDoNothing();
  await db.insert(t.statuses).values(statusRows).onConflictDoNothing();
  await db.insert(t.responseTimeTypes).values(responseTimeTypeRows).onConflictDoNothing();
  await seedStatesAndCities(db);

  for (const table of [
    'companies',
    'business_functions',
    'roles',
    'entity_types',
    'priorities',
    'statuses',
    'response_time_types',
  ]) {
    await syncIdentity(db, table);
  }
}
