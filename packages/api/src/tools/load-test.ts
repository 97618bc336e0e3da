// `npm run load`: LOAD_USERS virtual users, each signed in as a real user, work a running server (LOAD_URL) for
// LOAD_SECONDS the way people do: a pause of 1–3 s between actions, mostly reading (dashboard summary, lists, search,
// ticket detail, charts) and sometimes writing (a new ticket, a discussion message, a changed field). Prints the
// requests made, the failures by status and the p50/p95/p99/max latency, overall and per action.
// Accounts: LOAD_ACCOUNTS ('user:password,…'), or else every user whose name starts with LOAD_USER_PREFIX (default
// 'gen.', the users of `npm run db:generate`) with LOAD_PASSWORD (default the generator's), found through LOAD_ADMIN.
import { performance } from 'node:perf_hooks';
import { listSortFields, searchSortFields } from '@tms/contracts';

const base = (process.env.LOAD_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const userCount = Number(process.env.LOAD_USERS ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 120);
const [adminName, adminPassword] = (process.env.LOAD_ADMIN ?? 'admin:Admin123!').split(':');
const prefix = process.env.LOAD_USER_PREFIX ?? 'gen.';
const generatedPassword = process.env.LOAD_PASSWORD ?? 'Generado123!';
const THINK_MIN_MS = 1000;
const THINK_SPREAD_MS = 2000;
const SIGN_IN_CONCURRENCY = 4;

if (!Number.isInteger(userCount) || userCount < 1 || !Number.isFinite(seconds) || seconds <= 0) {
  console.error('usage: LOAD_USERS=N LOAD_SECONDS=S [LOAD_URL=…] npm run load');
  process.exit(2);
}

interface Answer {
  status: number;
  body: { data?: unknown } | undefined;
}

/** Latencies (ms) and statuses of every measured request, per action. */
const samples = new Map<string, { latencies: number[]; failures: Map<string, number> }>();

function record(action: string, latencyMs: number, failure: string | null) {
  let sample = samples.get(action);
  if (!sample) samples.set(action, (sample = { latencies: [], failures: new Map() }));
  sample.latencies.push(latencyMs);
  if (failure) sample.failures.set(failure, (sample.failures.get(failure) ?? 0) + 1);
}

async function call(token: string | null, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : undefined };
}

/** A request of the measured run: its latency and, when it fails, its status (or 'network') are recorded. */
async function measured(action: string, token: string, method: string, path: string, body?: unknown): Promise<Answer | null> {
  const started = performance.now();
  try {
    const answer = await call(token, method, path, body);
    record(action, performance.now() - started, answer.status >= 400 ? String(answer.status) : null);
    return answer.status >= 400 ? null : answer;
  } catch {
    record(action, performance.now() - started, 'network');
    return null;
  }
}

async function signIn(userName: string, password: string): Promise<string> {
  const answer = await call(null, 'POST', '/api/auth/login', { userName, password });
  if (answer.status !== 200) throw new Error(`sign-in of ${userName} failed with ${answer.status}`);
  const token = (answer.body?.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`sign-in of ${userName} answered no token`);
  return token;
}

async function accounts(): Promise<[string, string][]> {
  if (process.env.LOAD_ACCOUNTS) {
    return process.env.LOAD_ACCOUNTS.split(',').map((entry) => entry.split(':') as [string, string]);
  }
  const token = await signIn(adminName, adminPassword);
  const query = new URLSearchParams({ q: prefix, pageSize: String(Math.min(500, userCount)) });
  const page = await call(token, 'GET', `/api/users?${query.toString()}`);
  const rows = (page.body?.data as { rows?: { userName: string; isActive?: boolean }[] } | undefined)?.rows ?? [];
  const names = rows.filter((row) => row.userName.startsWith(prefix) && row.isActive !== false).map((row) => row.userName);
  if (names.length === 0) throw new Error(`no user named ${prefix}…: run npm run db:generate, or set LOAD_ACCOUNTS`);
  return names.map((name) => [name, generatedPassword]);
}

interface TicketSeen {
  id: number;
  categoryId: number;
  subCategoryId: number;
}

type Ticket = TicketSeen &
  Record<string, unknown> & {
    severityId: number;
    childs: { id: number }[];
    subscribers: { userId: number }[];
    attachments: { id: number }[];
    abilities: { canEdit: boolean; canPostMessage: boolean };
  };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const rowsOf = (answer: Answer | null) =>
  ((answer?.body?.data as { rows?: { id: number }[] } | undefined)?.rows ?? []).map((r) => r.id);
const SEARCH_WORDS = ['impresora', 'red', 'contraseña', 'monitor', 'sistema', 'proyector'];
const CHARTS = [
  'getchartworkitemmonthly',
  'getchartworkitemcategories',
  'getchartworkitemlocations',
  'getchartworkitemdepartments',
];
const DAY_MS = 86_400_000;
/** A column and direction picked from a screen's sorts, as query text. */
const pickSort = (fields: readonly string[]) =>
  new URLSearchParams({ sortField: pick(fields), sortOrder: pick(['asc', 'desc']) });

/** One person at work: what they may do next, and the tickets they have seen so far. */
function virtualUser(token: string) {
  const seen: number[] = [];
  let template: TicketSeen | null = null;
  const remember = (ids: number[]) => {
    for (const id of ids.slice(0, 5)) if (!seen.includes(id)) seen.push(id);
    if (seen.length > 50) seen.splice(0, seen.length - 50);
  };
  const openTicket = async (action: string): Promise<Ticket | null> => {
    if (seen.length === 0) return null;
    const answer = await measured(action, token, 'GET', `/api/workitems/${pick(seen)}`);
    const ticket = (answer?.body?.data as Ticket | undefined) ?? null;
    if (ticket) template = { id: ticket.id, categoryId: ticket.categoryId, subCategoryId: ticket.subCategoryId };
    return ticket;
  };
  const list = async (kind: string, query = '') =>
    remember(rowsOf(await measured(`list ${kind}`, token, 'GET', `/api/workitems/${kind}${query}`)));

  const actions: [weight: number, run: () => Promise<unknown>][] = [
    [15, () => measured('summary', token, 'GET', '/api/workitems/summary')],
    [5, () => measured('to-expire', token, 'GET', '/api/workitems/to-expire')],
    [10, () => list('received')],
    [5, () => list('sent')],
    [5, () => list('subscribed', '?showEnded=true')],
    [
      5,
      async () =>
        remember(rowsOf(await measured('search word', token, 'POST', '/api/workitems/search', { subject: pick(SEARCH_WORDS) }))),
    ],
    [
      5,
      async () => {
        const startDate = new Date(Date.now() - 30 * DAY_MS).toISOString();
        remember(rowsOf(await measured('search month', token, 'POST', '/api/workitems/search', { startDate })));
      },
    ],
    // A person clicking a column header: any column, either direction, of Recibidos or of the Buscador over 90 days.
    [
      4,
      async () =>
        remember(rowsOf(await measured('list sorted', token, 'GET', `/api/workitems/received?${pickSort(listSortFields)}`))),
    ],
    [
      4,
      async () => {
        const query = Object.fromEntries(new URLSearchParams(pickSort(searchSortFields)));
        const body = { startDate: new Date(Date.now() - 90 * DAY_MS).toISOString(), ...query };
        remember(rowsOf(await measured('search sorted', token, 'POST', '/api/workitems/search', body)));
      },
    ],
    [20, () => openTicket('ticket detail')],
    [10, () => measured('chart', token, 'GET', `/api/chartworkitem/${pick(CHARTS)}`)],
    [
      7,
      async () => {
        if (!template) return;
        const { categoryId, subCategoryId } = template;
        const subject = `Prueba de carga ${Date.now()}`;
        const body = { subject, detail: '<p>Creado por la prueba de carga.</p>', categoryId, subCategoryId, severityId: 3 };
        const created = await measured('create ticket', token, 'POST', '/api/workitems', body);
        const id = (created?.body?.data as { id?: number } | undefined)?.id;
        if (id) remember([id]);
      },
    ],
    [
      7,
      async () => {
        const ticket = await openTicket('ticket detail');
        if (!ticket?.abilities.canPostMessage) return;
        const message = `<p>Mensaje de la prueba de carga ${Date.now()}.</p>`;
        await measured('post message', token, 'POST', `/api/workitems/${ticket.id}/discussions`, { message });
      },
    ],
    [
      6,
      async () => {
        const ticket = await openTicket('ticket detail');
        if (!ticket?.abilities.canEdit) return;
        await measured('change field', token, 'PUT', `/api/workitems/${ticket.id}`, {
          ...Object.fromEntries(
            [
              'subject',
              'detail',
              'categoryId',
              'subCategoryId',
              'statusId',
              'companyLocationId',
              'assignedTo',
              'parentId',
              'modifiedDate',
            ].map((key) => [key, ticket[key]]),
          ),
          severityId: ticket.severityId === 3 ? 2 : 3,
          childs: ticket.childs.map((c) => c.id),
          subscribers: ticket.subscribers.map((s) => s.userId),
          attachments: ticket.attachments.map((a) => a.id),
        });
      },
    ],
  ];
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  return async (until: number) => {
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, THINK_MIN_MS + Math.random() * THINK_SPREAD_MS));
      if (Date.now() >= until) break;
      let roll = Math.random() * total;
      const [, run] = actions.find(([weight]) => (roll -= weight) < 0) ?? actions[0];
      // Someone who has seen no ticket yet starts from their received list.
      await (seen.length === 0 ? list('received') : run());
    }
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function report(label: string, latencies: number[], failures: Map<string, number>) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const failed = [...failures].map(([status, count]) => `${status}×${count}`).join(' ') || '0';
  const cells = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(0).padStart(7));
  console.log(
    label.padEnd(16),
    String(sorted.length).padStart(7),
    ...cells,
    (sorted.at(-1) ?? 0).toFixed(0).padStart(7),
    ' ',
    failed,
  );
}

const list = await accounts();
console.log(`${base} · ${userCount} users (${list.length} accounts) · ${seconds}s · think 1–3 s`);
const tokens: string[] = [];
for (let i = 0; i < userCount; i += SIGN_IN_CONCURRENCY) {
  const batch = Array.from({ length: Math.min(SIGN_IN_CONCURRENCY, userCount - i) }, (_, j) => list[(i + j) % list.length]);
  tokens.push(...(await Promise.all(batch.map(([name, password]) => signIn(name, password)))));
}
const until = Date.now() + seconds * 1000;
await Promise.all(tokens.map((token) => virtualUser(token)(until)));

console.log(
  '\naction'.padEnd(17),
  'count'.padStart(7),
  'p50 ms'.padStart(7),
  'p95 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'max ms'.padStart(7),
  '  errors',
);
const all: number[] = [];
const allFailures = new Map<string, number>();
for (const [action, sample] of [...samples].sort(([a], [b]) => a.localeCompare(b))) {
  report(action, sample.latencies, sample.failures);
  all.push(...sample.latencies);
  for (const [status, count] of sample.failures) allFailures.set(status, (allFailures.get(status) ?? 0) + count);
}
report('all', all, allFailures);
console.log(`\n${all.length} requests in ${seconds}s (${(all.length / seconds).toFixed(1)} req/s)`);
