import { describe, expect, it } from 'vitest';
import { TicketStatus } from '@tms/contracts';
import { isOverdue } from './ticket-statuses';

describe('isOverdue', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('is true past the expiry while the ticket is not finalised', () => {
    expect(isOverdue({ expireDate: '2026-03-10T11:59:00Z', statusId: TicketStatus.Initial }, now)).toBe(true);
    expect(isOverdue({ expireDate: '2026-03-01T00:00:00Z', statusId: TicketStatus.InProgress }, now)).toBe(true);
  });
  it('is false before the expiry, without one, or once finalised', () => {
    expect(isOverdue({ expireDate: '2026-03-10T12:01:00Z', statusId: TicketStatus.Initial }, now)).toBe(false);
    expect(isOverdue({ expireDate: null, statusId: TicketStatus.Initial }, now)).toBe(false);
    expect(isOverdue({ expireDate: '2026-03-01T00:00:00Z', statusId: TicketStatus.Finished }, now)).toBe(false);
  });
});
