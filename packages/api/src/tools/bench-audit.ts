// `npm run bench`'s audit log part (docs/performance.md#audit-log): GET audit-log as 'Bitácora' asks for it — the first
// page, page 300 (offset 7,500), one entity, one actor, one action in one month (last month, the company's days) and one
// entity with one actor — against the goal of 100 ms p95. Measured as the demo administrator (permission 33).
const AUDIT_GOAL_P95 = 100;
const PAGE_SIZE = 25;
const DEEP_PAGE = 300;
/** The entity the actor is picked from and measured with. */
const ACTOR_ENTITY = 'users';

const page = (name: string, query: string) => ({
  name: `audit ${name}`,
  path: `/api/audit-log?pageSize=${PAGE_SIZE}${query}`,
  goalP95: AUDIT_GOAL_P95,
});

/** A day as the contract takes it: AAAA-MM-DD. */
const calendarDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The actor of the newest change to a user, read through the API's first page of the entity 'users' (the bench's own
 * sign-ins, which top the whole log's first page, are not there): an actor with entries, alone and with that entity.
 * Null when there is none.
 */
export async function someAuditActor(base: string, headers: Record<string, string>): Promise<number | null> {
  const response = await fetch(`${base}/api/audit-log?pageSize=${PAGE_SIZE}&entity=${ACTOR_ENTITY}`, { headers });
  if (!response.ok) throw new Error(`audit log first page failed: ${response.status}`);
  const { data } = (await response.json()) as { data: { rows: { actorId: number | null }[] } };
  return data.rows.find((row) => row.actorId !== null)?.actorId ?? null;
}

export function auditCalls(actorId: number, now: Date = new Date()) {
  const monthStart = calendarDate(new Date(now.getFullYear(), now.getMonth() - 1, 1));
  const monthEnd = calendarDate(new Date(now.getFullYear(), now.getMonth(), 0));
  return [
    page('first page', ''),
    page('page 300', `&page=${DEEP_PAGE}`),
    page('one entity', '&entity=categories'),
    page('one actor', `&actorId=${actorId}`),
    page('action in a month', `&action=update&start=${monthStart}&end=${monthEnd}`),
    page('entity and actor', `&entity=${ACTOR_ENTITY}&actorId=${actorId}`),
  ];
}
