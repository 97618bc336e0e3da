// Every AppError carries a code of the catalogue: the generic one of its status unless a helper names a specific one,
// and docs/error-codes.md lists each code with the status it comes with.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCodes, genericErrorCode, messages } from '@tms/contracts';
import { AppError, badRequest, conflict, duplicate, forbidden, inUse, notFound, unauthorized } from './errors';

const GENERIC_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500, 503];

describe('error codes', () => {
  it('gives each status a generic code that comes with that status', () => {
    for (const status of GENERIC_STATUSES) expect(errorCodes[genericErrorCode(status)], String(status)).toBe(status);
    expect(genericErrorCode(418)).toBe('request.invalid');
    expect(genericErrorCode(502)).toBe('server.error');
  });

  it('defaults each helper to the generic code of its status, and keeps a specific one it is given', () => {
    expect([badRequest(), unauthorized(), forbidden(), notFound(), conflict()].map((error) => error.code)).toEqual([
      'request.invalid',
      'auth.required',
      'auth.forbidden',
      'resource.not_found',
      'resource.conflict',
    ]);
    expect(new AppError(503, messages.serviceUnavailable).code).toBe('server.busy');
    expect(conflict('Otro usuario guardó primero.', 'ticket.stale')).toMatchObject({ statusCode: 409, code: 'ticket.stale' });
    expect(inUse()).toMatchObject({ statusCode: 409, message: messages.conflict, code: 'resource.in_use' });
    expect(duplicate({ code: 'Ya existe' })).toMatchObject({
      statusCode: 400,
      fields: { code: 'Ya existe' },
      code: 'resource.duplicate',
    });
  });

  it('documents every code with its status in docs/error-codes.md, and no other', () => {
    const text = fs.readFileSync(new URL('../../../../docs/error-codes.md', import.meta.url), 'utf8');
    const documented = Object.fromEntries(
      [...text.matchAll(/^\| `([a-z_.]+)` \| (\d{3}) \|/gm)].map(([, code, status]) => [code, Number(status)]),
    );
    expect(documented).toEqual(errorCodes);
  });
});
