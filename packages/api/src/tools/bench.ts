// `npm run bench`: measures a running server (BENCH_URL, default http://127.0.0.1:3000) with autocannon and prints
// p50/p95 latency and requests per second per call. Signs in as BENCH_USER (default supervisor, who sees every
// ticket). Load stays on this machine; each call runs BENCH_SECONDS (default 10) with BENCH_CONNECTIONS (default 10).
import autocannon from 'autocannon';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const [userName, password] = (process.env.BENCH_USER ?? 'supervisor:Supervisor123!').split(':');

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName, password }),
});
if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
const token = ((await login.json()) as { data: { token: string } }).data.token;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const search = await fetch(`${base}/api/workitems/search`, { method: 'POST', headers, body: JSON.stringify({ pageSize: 1 }) });
const someId = ((await search.json()) as { data: { rows: { id: number }[] } }).data.rows[0]?.id ?? 1;

const calls: { name: string; method?: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { name: 'ticket detail', path: `/api/workitems/${someId}` },
  { name: 'list sent', path: '/api/workitems/sent' },
  { name: 'list received', path: '/api/workitems/received' },
  { name: 'list subscribed', path: '/api/workitems/subscribed?showEnded=true' },
  { name: 'search by subject', method: 'POST', path: '/api/workitems/search', body: { subject: 'impresion' } },
  {
    name: 'search by filters',
    method: 'POST',
    path: '/api/workitems/search',
    body: { statusId: 3, severityId: 2, locationId: 1, startDate: new Date(Date.now() - 90 * 86_400_000).toISOString() },
  },
  { name: 'summary', path: '/api/workitems/summary' },
  { name: 'to-expire', path: '/api/workitems/to-expire' },
  { name: 'monthly chart', path: '/api/chartworkitem/getchartworkitemmonthly' },
  { name: 'category chart', path: '/api/chartworkitem/getchartworkitemcategories' },
];

console.log(`${base} · ${seconds}s × ${connections} connections per call\n`);
console.log('call'.padEnd(20), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'req/s'.padStart(8), 'non-2xx'.padStart(8));
for (const call of calls) {
  const result = await autocannon({
    url: `${base}${call.path}`,
    method: call.method ?? 'GET',
    headers,
    body: call.body ? JSON.stringify(call.body) : undefined,
    connections,
    duration: seconds,
  });
  const p95 = (result.latency as unknown as Record<string, number>).p95 ?? result.latency.p97_5;
  console.log(
    call.name.padEnd(20),
    String(result.latency.p50).padStart(8),
    String(p95).padStart(8),
    result.requests.average.toFixed(0).padStart(8),
    String(result.non2xx).padStart(8),
  );
}
