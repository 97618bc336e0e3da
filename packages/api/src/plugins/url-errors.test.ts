// URLs the router refuses (audit finding 8) answer like every other failure: the Spanish Fail envelope with the
// generic code of their status, the security headers, and never the path that was asked for.
import { describe, expect, it } from 'vitest';
import { messages } from '@tms/contracts';
import { useTestApp } from '../test/test-app';

const LONG_ID = '1'.repeat(120);

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
];

describe('a URL the router refuses', () => {
  const t = useTestApp();

  const securityHeadersOf = (headers: Record<string, unknown>) =>
    Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));

  it.each([
    ['a path parameter too long', `/api/workitems/${LONG_ID}`, 414, LONG_ID],
    ['an undecodable path', '/api/%', 400, '%'],
    ['an undecodable path parameter', '/api/workitems/%zz', 400, '%zz'],
  ])('answers %s in Spanish, with the security headers and without echoing it', async (_what, url, status, echo) => {
    const usual = await t.anonymous.raw('/api/no-such-path');
    expect(usual.statusCode).toBe(404);
    for (const name of SECURITY_HEADERS) expect(usual.headers[name], name).toEqual(expect.any(String));

    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      status: 'Fail',
      message: messages.badRequest,
      data: { error: messages.badRequest, code: 'request.invalid' },
    });
    expect(response.body).not.toContain(echo);
    expect(securityHeadersOf(response.headers)).toEqual(securityHeadersOf(usual.headers));
  });
});
