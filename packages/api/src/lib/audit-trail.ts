// What an audit entry holds and how a change becomes one (docs/product/audit-log.md#what-is-recorded): the fields
// that changed, old → new, with secrets masked — written with the executor of the change itself, so the entry and
// the change commit or roll back together. The audit context (modules/audit) reads them.
import { AUDIT_MASK, type AuditAction, type AuditChange } from '@tms/contracts';
import type { Executor } from '../db/client';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import { COMPANY_ID } from '../db/seed/reference-data';
import { requestAddress } from '../plugins/audit-scope';

/** Fields never written as they are: any whose name holds one of these (password, passwordHash, clientSecret…). */
const SECRET_NAME = /password|secret|token|hash|key|recovery/i;
/** Bookkeeping every write touches: recording them would only repeat the entry's own actor and time. */
const BOOKKEEPING = new Set(['modifiedBy', 'modifiedDate', 'createdBy', 'createdDate']);

export interface AuditActor {
  id: number | null;
  name: string;
  companyId: number;
}

export interface AuditEvent {
  actor: AuditActor;
  action: AuditAction;
  entity: string;
  recordId?: number | string | null;
  changes?: AuditChange[];
}

type Fields = Record<string, unknown>;

const masked = (field: string, value: unknown) =>
  value !== null && value !== undefined && SECRET_NAME.test(field) ? AUDIT_MASK : value;
const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields whose value differs between `before` and `after` (a created record: `before` null; a deleted one:
 * `after` null), secrets masked and bookkeeping left out.
 */
export function changedFields(before: Fields | null, after: Fields | null): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (BOOKKEEPING.has(field)) continue;
    const old = before?.[field] ?? null;
    const next = after?.[field] ?? null;
    if (comparable(old) === comparable(next)) continue;
    changes.push({ field, old: masked(field, old), new: masked(field, next) });
  }
  return changes;
}

/** The user `userId` as an entry's actor (their name as it is now). */
export async function actorOf(db: Executor, userId: number): Promise<AuditActor> {
  const [row] = await db.select({ id: users.id, name: users.displayName }).from(users).where(eq(users.id, userId));
  return { ...row, companyId: COMPANY_ID };
}

/** A record's creation, change or deletion: its fields before (null: created) and after (null: deleted). */
export interface RecordChange {
  action: 'create' | 'update' | 'delete';
  entity: string;
  recordId: number;
  before: Fields | null;
  after: Fields | null;
}

/** The signed-in user as an entry's actor. */
export const actorFrom = (user: { id: number; displayName: string; companyId: number }): AuditActor => ({
  id: user.id,
  name: user.displayName,
  companyId: user.companyId,
});

/** Writes `user`'s change of a record, its changed fields old → new, with `db`: the transaction of the change. */
export async function recordChange(db: Executor, user: Parameters<typeof actorFrom>[0], change: RecordChange): Promise<void> {
  const { action, entity, recordId, before, after } = change;
  await recordAudit(db, { actor: actorFrom(user), action, entity, recordId, changes: changedFields(before, after) });
}

/** Writes the entry with `db`: the transaction of the change it records. */
export async function recordAudit(db: Executor, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    companyId: event.actor.companyId,
    actorId: event.actor.id,
    actorName: event.actor.name,
    address: requestAddress(),
    action: event.action,
    entity: event.entity,
    recordId: event.recordId === undefined || event.recordId === null ? null : String(event.recordId),
    changes: event.changes ?? [],
  });
}
