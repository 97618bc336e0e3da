// `npm run lighthouse`: how fast the web app is on a phone. Starts the built server (npm run build first) on a free
// port with a fresh embedded database (migrated and seeded with the demo data), drives Debian's Chromium through
// puppeteer-core and runs Lighthouse 12 (mobile, simulated throttling; performance and accessibility) on /sign-in
// signed out, then signs in through the sign-in screen as the demo supervisor and measures the dashboard, a ticket
// with discussion, the Buscador and Recibidos. Each page is a first visit: the HTTP cache is emptied before it, the
// session (kept by the web app in localStorage) is not. Prints one table and writes the full summary as JSON (with
// --traces also each page's Chromium trace, for the browser's performance panel; with --reports each page's whole
// Lighthouse result). A measurement, not a test: it exits 0 whatever the scores, and 1 only when the run itself fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'packages/api/dist/server.js');
const WEB_INDEX = path.join(ROOT, 'packages/web/dist/index.html');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const USER = { userName: 'supervisor', password: 'Supervisor123!' };
/** Where the web app keeps the signed-in session (packages/web/src/lib/session/session-store.ts). */
const SESSION_KEY = 'tms.session';
/** The first start migrates and seeds a new database, slower on a busy machine. */
const SERVER_START_MS = 180_000;
const HEALTH_POLL_MS = 250;
const SERVER_STOP_MS = 15_000;
const SIGN_IN_MS = 60_000;
const SCORE_GOAL = 90;
const TOP_ITEMS = 3;
/** `npm run lighthouse -- --traces` also keeps each page's trace (for Chromium's performance panel) beside the summary. */
const SAVE_TRACES = process.argv.includes('--traces');
/** `npm run lighthouse -- --reports` also keeps each page's whole Lighthouse result (every audit, the network requests). */
const SAVE_REPORTS = process.argv.includes('--reports');
const ATTEMPTS = 2;
/** How many tickets of the search are looked into for one with discussion. */
const TICKET_CANDIDATES = 20;
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;
const CONFIG = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility'] } };

const missingBuild = [SERVER, WEB_INDEX].filter((file) => !fs.existsSync(file));
if (missingBuild.length > 0) {
  console.error(`lighthouse: no build (${missingBuild.map((file) => path.relative(ROOT, file)).join(', ')} missing).`);
  console.error('Run `npm run build` at the root first: it builds the web app and the server.');
  process.exit(1);
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(
    `lighthouse: ${CHROMIUM} is missing; install Debian's chromium (node scripts/ensure-system-packages.mjs chromium).`,
  );
  process.exit(1);
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server; resolves once GET /api/health answers 200, rejects if it exits or takes too long. */
async function startServer(port, dataDir, logFile) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server = { child, exited, base: `http://127.0.0.1:${port}` };
  let gone = null;
  void exited.then((result) => {
    gone = result;
  });
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited at start (code ${gone.code}, signal ${gone.signal}); see ${logFile}`);
    const healthy = await fetch(`${server.base}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  await stopServer(server);
  throw new Error(`the server did not answer /api/health within ${SERVER_START_MS / 1000} s; see ${logFile}`);
}

async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), SERVER_STOP_MS);
  await server.exited;
  clearTimeout(timer);
}

/** Empties the HTTP cache, service workers and cache storage of the origin, keeping localStorage (the session). */
async function forgetCachedFiles(page, origin) {
  const session = await page.createCDPSession();
  try {
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  } finally {
    await session.detach();
  }
}

async function api(base, token, method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return (await response.json()).data;
}

/** Signs in through the sign-in screen, as a person would; returns the session's token. */
async function signIn(page, base) {
  await page.goto(`${base}/sign-in`, { waitUntil: 'networkidle0' });
  await page.locator('input[autocomplete="username"]').fill(USER.userName);
  await page.locator('input[autocomplete="current-password"]').fill(USER.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname !== '/sign-in', { timeout: SIGN_IN_MS });
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const token = stored ? JSON.parse(stored).token : undefined;
  if (typeof token !== 'string') throw new Error(`signed in as ${USER.userName}, but localStorage has no ${SESSION_KEY}`);
  return token;
}

/** The newest demo ticket the supervisor finds in the Buscador that has messages in its discussion. */
async function ticketWithDiscussion(base, token) {
  const { rows } = await api(base, token, 'POST', '/api/workitems/search', { page: 1, pageSize: TICKET_CANDIDATES });
  for (const { id } of rows) {
    const ticket = await api(base, token, 'GET', `/api/workitems/${id}`);
    if (ticket.discussions.length > 0) return id;
  }
  throw new Error(`none of the ${rows.length} tickets the search found has a discussion`);
}

const ms = (value) => (value === undefined ? undefined : Math.round(value));
const score = (category) => (category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100));
const shortUrl = (url, base) => (url.startsWith(base) ? url.slice(base.length) : url);

/** The element of the largest contentful paint and the phases of its time (TTFB, load delay, load time, render delay). */
function largestContentfulPaint(elementAudit) {
  const [elementTable, phaseTable] = elementAudit?.details?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  return {
    node: node?.snippet ?? node?.selector ?? null,
    phases: Object.fromEntries((phaseTable?.items ?? []).map((item) => [item.phase, ms(item.timing)])),
  };
}

/** What is kept of a Lighthouse result: scores, metrics and the items behind blocking time and unused code. */
function summarize(name, lhr, base) {
  const audit = (id) => lhr.audits[id];
  const items = (id) => audit(id)?.details?.items ?? [];
  return {
    name,
    requestedUrl: lhr.requestedUrl,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError ?? null,
    runWarnings: lhr.runWarnings,
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    metrics: {
      firstContentfulPaintMs: ms(audit('first-contentful-paint')?.numericValue),
      largestContentfulPaintMs: ms(audit('largest-contentful-paint')?.numericValue),
      totalBlockingTimeMs: ms(audit('total-blocking-time')?.numericValue),
      cumulativeLayoutShift: audit('cumulative-layout-shift')?.numericValue,
      speedIndexMs: ms(audit('speed-index')?.numericValue),
      interactiveMs: ms(audit('interactive')?.numericValue),
      maxPotentialFidMs: ms(audit('max-potential-fid')?.numericValue),
    },
    bootup: items('bootup-time').map((item) => ({
      url: shortUrl(item.url, base),
      totalMs: ms(item.total),
      scriptingMs: ms(item.scripting),
      parseCompileMs: ms(item.scriptParseCompile),
    })),
    mainThread: items('mainthread-work-breakdown').map((item) => ({
      group: item.groupLabel ?? item.group,
      ms: ms(item.duration),
    })),
    longTasks: items('long-tasks').map((item) => ({
      url: shortUrl(item.url, base),
      startMs: ms(item.startTime),
      ms: ms(item.duration),
    })),
    unusedJavaScript: items('unused-javascript').map((item) => ({
      url: shortUrl(item.url, base),
      totalBytes: item.totalBytes,
      wastedBytes: item.wastedBytes,
    })),
    layoutShifts: items('layout-shifts').map((item) => ({ node: item.node?.snippet ?? item.node?.selector, score: item.score })),
    largestContentfulPaint: largestContentfulPaint(audit('largest-contentful-paint-element')),
    renderBlocking: items('render-blocking-resources').map((item) => ({
      url: shortUrl(item.url, base),
      wastedMs: ms(item.wastedMs),
    })),
    accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result.score !== null && result.score < 1)
      .map((result) => ({ id: result.id, title: result.title })),
  };
}

/**
 * One Lighthouse navigation (its result and artifacts); a trace Lighthouse could not read (it says "run Lighthouse
 * again") is measured again.
 */
async function measure(page, url, keepSession) {
  const flags = { logLevel: 'error', ...(keepSession ? { disableStorageReset: true } : {}) };
  let result;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // A first visit: Lighthouse empties the cache itself only when it also resets storage, which would sign out.
    if (keepSession) await forgetCachedFiles(page, new URL(url).origin);
    result = await navigation(page, url, { config: CONFIG, flags });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) break;
    console.log(`  ${url}: ${result.lhr.runtimeError.code} at attempt ${attempt} of ${ATTEMPTS}`);
  }
  return result;
}

function printTable(pages, base) {
  const rows = pages.map((page) => [
    `${page.name} (${shortUrl(page.requestedUrl, base)})`,
    page.runtimeError ? `error: ${page.runtimeError.code}` : String(page.performance),
    String(page.accessibility),
    String(page.metrics.totalBlockingTimeMs),
    String(page.metrics.largestContentfulPaintMs),
  ]);
  const header = ['page', 'performance', 'accessibility', 'TBT ms', 'LCP ms'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  for (const page of pages.filter((p) => p.performance !== null && p.performance < SCORE_GOAL)) {
    console.log(`\n${page.name}: performance ${page.performance} < ${SCORE_GOAL}; the biggest contributors to blocking time:`);
    for (const item of page.bootup.slice(0, TOP_ITEMS)) {
      console.log(`  script ${item.url}: ${item.totalMs} ms (scripting ${item.scriptingMs}, parse ${item.parseCompileMs})`);
    }
    for (const item of page.mainThread.slice(0, TOP_ITEMS)) console.log(`  main thread, ${item.group}: ${item.ms} ms`);
  }
}

/** What is running now, so an interruption stops it too. */
const running = { server: null, browser: null };

async function run() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tms-lighthouse-'));
  const logFile = path.join(work, 'server.log');
  let finished = false;
  try {
    const dataDir = path.join(work, 'data');
    fs.mkdirSync(dataDir);
    console.log(`Starting the built server with a fresh database (log: ${logFile})…`);
    running.server = await startServer(await freePort(), dataDir, logFile);
    const { base } = running.server;
    const browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_FLAGS,
      userDataDir: path.join(work, 'chromium'),
      defaultViewport: null,
    });
    running.browser = browser;
    const page = await browser.newPage();
    const pages = [];
    const date = new Date().toISOString();
    const outDir = path.join(os.tmpdir(), 'lighthouse-results');
    fs.mkdirSync(outDir, { recursive: true });
    const record = (name, { lhr, artifacts }) => {
      const summary = summarize(name, lhr, base);
      pages.push(summary);
      if (SAVE_TRACES) {
        const traceFile = path.join(outDir, `trace-${date.replaceAll(':', '-')}-${pages.length}.json`);
        fs.writeFileSync(traceFile, JSON.stringify(artifacts.Trace));
        summary.traceFile = traceFile;
      }
      if (SAVE_REPORTS) {
        const reportFile = path.join(outDir, `report-${date.replaceAll(':', '-')}-${pages.length}.json`);
        fs.writeFileSync(reportFile, JSON.stringify(lhr));
        summary.reportFile = reportFile;
      }
      console.log(`  ${name}: performance ${summary.performance}, accessibility ${summary.accessibility}`);
    };

    console.log(
      `Measuring on ${base} (load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')})…`,
    );
    record('Iniciar sesión', await measure(page, `${base}/sign-in`, false));

    const token = await signIn(page, base);
    const ticketId = await ticketWithDiscussion(base, token);
    const signedIn = [
      ['Dashboard', '/dashboard'],
      [`Ticket ${ticketId}`, `/ticket/${ticketId}`],
      ['Buscador', '/search-tickets'],
      ['Recibidos', '/received-tickets'],
    ];
    for (const [name, route] of signedIn) {
      record(name, await measure(page, `${base}${route}`, true));
    }

    const loadAverage = os.loadavg();
    const summary = {
      date,
      lighthouse: LIGHTHOUSE_VERSION,
      browser: await browser.version(),
      cpus: os.cpus().length,
      loadAverage,
      settings: 'Lighthouse default (mobile, simulated throttling), first visit: HTTP cache emptied before each page',
      pages,
    };
    const outFile = path.join(outDir, `lighthouse-${summary.date.replaceAll(':', '-')}.json`);
    fs.writeFileSync(outFile, `${JSON.stringify(summary, null, 2)}\n`);

    console.log(
      `\nLighthouse ${summary.lighthouse}, ${summary.browser}, ${summary.cpus} cores, load average at the end ` +
        `${loadAverage.map((value) => value.toFixed(2)).join(', ')}\n`,
    );
    printTable(pages, base);
    console.log(`\nFull summary: ${outFile}`);
    if (pages.some((p) => p.runtimeError)) process.exitCode = 1;
    finished = true;
  } finally {
    if (running.browser) await running.browser.close();
    if (running.server) await stopServer(running.server);
    // The server's log stays for a failed run.
    for (const folder of finished ? [work] : [path.join(work, 'data'), path.join(work, 'chromium')]) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`lighthouse: ${signal}, stopping the server and the browser`);
    running.browser?.process()?.kill('SIGKILL');
    running.server?.child.kill('SIGTERM');
    process.exit(130);
  });
}

run().catch((error) => {
  console.error('lighthouse: the run failed:', error);
  process.exitCode = 1;
});
