// `npm run bench`: measures a running server (BENCH_URL, default http://127.0.0.1:3000) with autocannon, after a bare
// Fastify 'hello' server started in this process as the machine's baseline for the same run. Every call of issue #11's
// table (detail, history, lists, the three search shapes, the assigned report, each chart, summary, to-expire), the
// indicators' (bench-indicators.ts) and the knowledge base's (bench-knowledge.ts, at 4 connections) runs BENCH_SECONDS
// (default 10) with BENCH_CONNECTIONS (default 10) for each user of BENCH_USERS (default the demo supervisor, who sees
// every ticket, the demo agente and the demo client; 'name:password' separated by commas), and prints p50/p95 latency
// and requests per second against the call's goal with ✓/✗. A call the user may not make (403) is listed as not theirs
// rather than measured. Then every sort the screens offer (bench-sorts.ts), the audit log's pages as the demo admin
// (bench-audit.ts; BENCH_ADMIN_PASSWORD, default 'Admin123!'), the automations' costs (bench-automations.ts) and the
// indicators' weekly mail. BENCH_CALLS=report,chart measures only the calls named so ('audit' every audit log call).
// Each call first runs BENCH_WARMUP_SECONDS (default 1) unmeasured, so the figures are the server's steady state
// rather than its first compilations and query plans. Load stays on this machine.
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { TicketStatus } from '@tms/contracts';
import { auditCalls, someAuditActor } from './bench-audit';
import { benchTimeRules, benchTriggers } from './bench-automations';
import { benchWeeklyMail, indicatorCalls } from './bench-indicators';
import { knowledgeCalls } from './bench-knowledge';
import { sortCalls } from './bench-sorts';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
/** Only the calls whose name holds one of these words (BENCH_CALLS=report,chart); every call when unset. */
const onlyCalls = (process.env.BENCH_CALLS ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const chosen = (call: Call) => onlyCalls.length === 0 || onlyCalls.some((word) => call.name.includes(word));
const benchUsers = (process.env.BENCH_USERS ?? 'supervisor:Supervisor123!,agente:Agente123!,cliente:Cliente123!')
  .split(',')
  .map((pair) => pair.split(':') as [string, string]);

const DAY_MS = 86_400_000;
/** Goals of issue #11 (p95 ms; the detail also in requests per second). */
const FAST = 30;
const HEAVY = 100;
const DETAIL_MIN_RPS = 600;

interface Call {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  goalP95?: number;
  goalRps?: number;
  /** The page before this one (a GET path): read first, so this page starts after its last ticket, as the report does. */
  previousPage?: string;
  /** Connections of this call's run, when its goal names them (BENCH_CONNECTIONS otherwise). */
  connections?: number;
}

/** The call's path, after the last ticket of its previous page when it names one. */
async function pathOf(call: Call, headers: Record<string, string>) {
  if (!call.previousPage) return call.path;
  const previous = await fetch(`${base}${call.previousPage}`, { headers });
  const { data } = (await previous.json()) as { data: { rows: { id: number }[] } };
  const last = data.rows.at(-1);
  return last ? `${call.path}&after=${last.id}` : call.path;
}

interface Measured {
  p50: number;
  p95: number;
  rps: number;
  /** Answers other than 2xx, errors and time-outs: a call with any of them misses its goal. */
  failed: number;
  answered: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/** Runs autocannon against one URL and computes p50/p95 from every response time (autocannon reports no p95). */
function measure(
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; connections?: number },
  duration = seconds,
) {
  return new Promise<Measured>((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections, duration, ...options }, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      times.sort((a, b) => a - b);
      resolve({
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        rps: result.requests.average,
        failed: result.non2xx + result.errors + result.timeouts,
        answered: times.length,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function bareFastify() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  try {
    return await measure(`http://127.0.0.1:${port}/`, {});
  } finally {
    await app.close();
  }
}

async function signIn(userName: string, password: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${userName} failed: ${response.status}`);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** A ticket the user may open: the newest of the ones they sent. */
async function someTicket(headers: Record<string, string>) {
  const response = await fetch(`${base}/api/workitems/sent?pageSize=1`, { headers });
  const rows = response.ok ? ((await response.json()) as { data: { rows: { id: number }[] } }).data.rows : [];
  return rows[0]?.id ?? 1;
}

function calls(ticketId: number): Call[] {
  const now = new Date();
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const dayEnd = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const report = `/api/workitems/assigned-report?start=${daysAgo(30)}&end=${now.toISOString()}`;
  const search = (name: string, body: unknown): Call => ({
    name,
    method: 'POST',
    path: '/api/workitems/search',
    body,
    goalP95: HEAVY,
  });
  return [
    { name: 'ticket detail', path: `/api/workitems/${ticketId}`, goalP95: FAST, goalRps: DETAIL_MIN_RPS },
    { name: 'ticket history', path: `/api/workitems/${ticketId}/history`, goalP95: FAST },
    { name: 'list sent', path: '/api/workitems/sent', goalP95: FAST },
    { name: 'list received', path: '/api/workitems/received', goalP95: FAST },
    { name: 'list subscribed', path: '/api/workitems/subscribed?showEnded=true', goalP95: FAST },
    search('search common word', { subject: 'impresora' }),
    search('search filters 90 days', { statusId: TicketStatus.Finished, severityId: 2, locationId: 1, startDate: daysAgo(90) }),
    search('search default month', { startDate: monthStart.toISOString(), endDate: dayEnd.toISOString() }),
    { name: 'assigned report 30 days', path: report, goalP95: HEAVY },
    { name: 'assigned report, 2 choices', path: `${report}&statusId=${TicketStatus.Finished}&severityId=2`, goalP95: HEAVY },
    { name: 'monthly chart', path: '/api/chartworkitem/getchartworkitemmonthly', goalP95: HEAVY },
    { name: 'category chart', path: '/api/chartworkitem/getchartworkitemcategories', goalP95: HEAVY },
    { name: 'location chart', path: '/api/chartworkitem/getchartworkitemlocations', goalP95: HEAVY },
    { name: 'department chart', path: '/api/chartworkitem/getchartworkitemdepartments', goalP95: HEAVY },
    { name: 'summary', path: '/api/workitems/summary', goalP95: FAST },
    { name: 'to-expire', path: '/api/workitems/to-expire', goalP95: FAST },
    ...indicatorCalls(now),
    ...knowledgeCalls(),
  ];
}

const NAME_WIDTH = 26;
const column = (value: string | number, width = 8) => String(value).padStart(width);
const verdict = (call: Call, m: Measured) => {
  const p95ok = call.goalP95 === undefined || m.p95 <= call.goalP95;
  const rpsOk = call.goalRps === undefined || m.rps >= call.goalRps;
  const goal = [call.goalP95 !== undefined ? `p95 ≤ ${call.goalP95}` : '', call.goalRps ? `≥ ${call.goalRps}/s` : '']
    .filter(Boolean)
    .join(', ');
  const answered = m.answered > 0 && m.failed === 0;
  return `${goal} ${p95ok && rpsOk && answered ? '✓' : '✗'}${m.answered === 0 ? ' (no answer within the run)' : ''}`;
};
const line = (name: string, m: Measured, goal: string) =>
  console.log(
    name.padEnd(NAME_WIDTH),
    column(m.p50.toFixed(0)),
    column(m.p95.toFixed(0)),
    column(m.rps.toFixed(0)),
    column(m.failed),
    '  ',
    goal,
  );

console.log(`${base} · ${seconds}s × ${connections} connections per call\n`);
console.log('call'.padEnd(NAME_WIDTH), column('p50 ms'), column('p95 ms'), column('req/s'), column('failed'), '   goal');
const baseline = await bareFastify();
line('bare Fastify hello', baseline, '(baseline, same process)');

/** Measures each call as the user: a call they may not make (403) is listed as not theirs. */
async function measureCalls(headers: Record<string, string>, chosenCalls: Call[], duration = seconds) {
  for (const call of chosenCalls) {
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const url = `${base}${await pathOf(call, headers)}`;
    const probe = await fetch(url, { method: call.method ?? 'GET', headers, body });
    await probe.arrayBuffer();
    if (probe.status === 403) {
      console.log(call.name.padEnd(NAME_WIDTH), column('–'), column('–'), column('–'), column('–'), '   not this user’s (403)');
      continue;
    }
    const request = { method: call.method ?? 'GET', headers, body, connections: call.connections ?? connections } as const;
    if (warmupSeconds > 0) await measure(url, request, Math.min(warmupSeconds, duration));
    const result = await measure(url, request, duration);
    line(call.name, result, verdict(call, result));
  }
}

for (const [userName, password] of benchUsers) {
  const headers = await signIn(userName, password);
  const ticketId = await someTicket(headers);
  console.log(`\n${userName} (ticket #${ticketId})`);
  await measureCalls(headers, calls(ticketId).filter(chosen));
}

/**
 * Every sort of the screens (bench-sorts.ts), as the first user, BENCH_SORT_SECONDS each; with BENCH_CALLS, only when
 * a word starts with 'sort' ('sort buscador', 'sort sent').
 */
const sortWords = onlyCalls.filter((word) => word.startsWith('sort'));
const sorts = sortCalls().filter((call) => onlyCalls.length === 0 || sortWords.some((word) => call.name.startsWith(word)));
if (sorts.length > 0) {
  const [userName, password] = benchUsers[0];
  console.log(`\nsorts, as ${userName}`);
  await measureCalls(await signIn(userName, password), sorts, Number(process.env.BENCH_SORT_SECONDS ?? 2));
}

/**
 * The audit log's pages (bench-audit.ts), as the demo admin, unless BENCH_CALLS names other calls only; a word starting
 * with 'audit' picks the calls whose name starts with it ('audit' all, 'audit page' the two pages).
 */
const auditWords = onlyCalls.filter((word) => word.startsWith('audit'));
if (onlyCalls.length === 0 || auditWords.length > 0) {
  const admin = await signIn('admin', process.env.BENCH_ADMIN_PASSWORD ?? 'Admin123!');
  const actorId = await someAuditActor(base, admin);
  console.log('\naudit log, as admin');
  if (actorId === null) console.log('(no audit entry with an actor: run `npm run db:generate` first)');
  else
    await measureCalls(
      admin,
      auditCalls(actorId).filter((call) => onlyCalls.length === 0 || auditWords.some((word) => call.name.startsWith(word))),
    );
}

/** The automations' costs (bench-automations.ts), unless BENCH_CALLS names other calls only. */
if (onlyCalls.length === 0 || onlyCalls.includes('automations')) {
  const percentiles = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), rps: 0, failed: 0, answered: sorted.length };
  };
  const report = (name: string, times: number[], goal: string | ((p95: number) => string)) => {
    const measured = percentiles(times);
    line(name, measured, typeof goal === 'string' ? goal : goal(measured.p95));
    return measured.p95;
  };
  const [admin, agente, cliente] = await Promise.all([
    signIn('admin', process.env.BENCH_ADMIN_PASSWORD ?? 'Admin123!'),
    signIn('agente', 'Agente123!'),
    signIn('cliente', 'Cliente123!'),
  ]);
  console.log('\nautomations');
  await benchTriggers(base, admin, agente, report);
  if (process.env.DATABASE_URL) await benchTimeRules(base, admin, cliente, report);
  else console.log('(time rules: set DATABASE_URL to the server’s database to measure them)');
}

/** The indicators' weekly mail to 1,000 subscribers (bench-indicators.ts), with DATABASE_URL, unless BENCH_CALLS names others. */
if (onlyCalls.length === 0 || onlyCalls.includes('weekly')) {
  console.log('\nindicators');
  if (process.env.DATABASE_URL)
    await benchWeeklyMail((name, times, goal) => {
      line(name, { p50: times[0], p95: times[0], rps: 0, failed: 0, answered: times.length }, goal);
      return times[0];
    });
  else console.log('(weekly mail: set DATABASE_URL to the server’s database to measure it)');
}
