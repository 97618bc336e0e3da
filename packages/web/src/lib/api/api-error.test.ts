// The predicates screens branch on: the failure's code, never its status.
import { describe, expect, it } from 'vitest';
import { ApiError, hasErrorCode, isInUse } from './api-error';

const conflict = (code?: 'resource.in_use' | 'ticket.stale') => new ApiError(409, 'Conflicto', {}, true, code);

describe('error code predicates', () => {
  it('tells failures of the same status apart by their code', () => {
    expect(hasErrorCode(conflict('ticket.stale'), 'ticket.stale')).toBe(true);
    expect(hasErrorCode(conflict('resource.in_use'), 'ticket.stale')).toBe(false);
    expect(isInUse(conflict('resource.in_use'))).toBe(true);
    expect(isInUse(conflict('ticket.stale'))).toBe(false);
  });

  it('answers false for a 409 without a specific code and for anything that is not an ApiError', () => {
    expect(conflict().code).toBe('resource.conflict');
    expect(isInUse(conflict())).toBe(false);
    expect(hasErrorCode(new Error('resource.in_use'), 'resource.in_use')).toBe(false);
    expect(hasErrorCode(undefined, 'ticket.stale')).toBe(false);
  });

  it('gives a call that got no answer the client-side code network.unreachable', () => {
    expect(new ApiError(0, 'Sin conexión').code).toBe('network.unreachable');
  });
});
