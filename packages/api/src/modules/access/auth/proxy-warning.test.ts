// The warning about a missing TRUST_PROXY (docs/decisions/0005-access-security.md#sign-in-throttling): once at start
// in production, and once when one private address makes most sign-in attempts, as it does behind a proxy.
import { PassThrough, Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createProxyWarning, isPrivateAddress, PROXY_SAMPLE_ATTEMPTS, PROXY_SHARE } from './proxy-warning';

const PROXY_WARNING = 'most sign-in attempts come from one private address while TRUST_PROXY is off';
const START_WARNING = 'TRUST_PROXY is off';

/** The server's kind of logger, writing its lines into a list, and the warnings among them. */
function capturedLog() {
  const lines: { level: number; msg: string; address?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const { log } = Fastify({ logger: { level: 'info', stream } });
  return { log, warnings: () => lines.filter((line) => line.level === 40) };
}

describe('isPrivateAddress', () => {
  it('tells private, loopback and shared addresses (also IPv4-mapped) from public ones', () => {
    for (const address of [
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.1',
      '127.0.0.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.9',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:8.8.4.4', 'no-es-ip']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe('the TRUST_PROXY warning', () => {
  const proxyShare = Math.ceil(PROXY_SAMPLE_ATTEMPTS * PROXY_SHARE);

  it('warns at start in production while TRUST_PROXY is off, and not when it is set', () => {
    const off = capturedLog();
    createProxyWarning(off.log, { trustProxy: false, env: 'production' }).atStart();
    expect(off.warnings().map((w) => w.msg)).toEqual([expect.stringContaining(START_WARNING)]);
    const set = capturedLog();
    createProxyWarning(set.log, { trustProxy: '10.0.0.1', env: 'production' }).atStart();
    createProxyWarning(set.log, { trustProxy: false, env: 'development' }).atStart();
    expect(set.warnings()).toEqual([]);
  });

  it('warns once when one private address makes most sign-in attempts of a sample', () => {
    const { log, warnings } = capturedLog();
    const watch = createProxyWarning(log, { trustProxy: false, env: 'development' });
    const sample = (main: string) =>
      Array.from({ length: PROXY_SAMPLE_ATTEMPTS }, (_, i) => (i < proxyShare ? main : `203.0.113.${i}`)).forEach((a) =>
        watch.signInFrom(a),
      );
    sample('10.0.0.2');
    sample('10.0.0.2');
    const written = warnings();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ address: '10.0.0.2', msg: expect.stringContaining(PROXY_WARNING) });
  });

  it('stays silent for a public address, for spread traffic and when TRUST_PROXY is set', () => {
    const { log, warnings } = capturedLog();
    const off = createProxyWarning(log, { trustProxy: false, env: 'production' });
    const trusted = createProxyWarning(log, { trustProxy: true, env: 'production' });
    for (let i = 0; i < PROXY_SAMPLE_ATTEMPTS; i++) {
      off.signInFrom('8.8.8.8');
      trusted.signInFrom('10.0.0.2');
    }
    for (let i = 0; i < PROXY_SAMPLE_ATTEMPTS; i++) off.signInFrom(`10.0.${i % 4}.1`);
    expect(warnings()).toEqual([]);
  });

  describe('in the running server', () => {
    let text = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const t = useTestApp({ LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES: '1' }, { logStream: stream });

    it('logs the warning when the sign-ins all come through one private address', async () => {
      const attempts = Array.from({ length: PROXY_SAMPLE_ATTEMPTS }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userName: `nadie.${i}`, password: 'wrong' },
          remoteAddress: '10.0.0.250',
        }),
      );
      await Promise.all(attempts);
      expect(text).toContain(PROXY_WARNING);
    });
  });
});
