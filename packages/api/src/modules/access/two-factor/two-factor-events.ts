// The one place where the second step's events are recorded (docs/product/access.md#two-step-sign-in): set-up
// finished, turned off, reset by an administrator, and failed second steps — each an audit log entry
// (docs/product/audit-log.md), written in the transaction of the change it records. Never a key, a code or a token:
// who, whom, from where (the request's address), and what happened.
import type { AuditAction } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { actorOf, recordAudit } from '../../../lib/audit-trail';

export type TwoFactorEventKind = 'enabled' | 'disabled' | 'reset' | 'second_step_failed';

export interface TwoFactorEvent {
  kind: TwoFactorEventKind;
  /** The user whose second step it is. */
  userId: number;
  /** Who acted, when not the user (an administrator's reset). */
  actorId?: number;
}

const actions: Record<TwoFactorEventKind, AuditAction> = {
  enabled: 'two_factor_enabled',
  disabled: 'two_factor_disabled',
  reset: 'two_factor_reset',
  second_step_failed: 'two_factor_failed',
};

export async function recordTwoFactorEvent(db: Executor, event: TwoFactorEvent): Promise<void> {
  const actor = await actorOf(db, event.actorId ?? event.userId);
  await recordAudit(db, { actor, action: actions[event.kind], entity: 'users', recordId: event.userId });
}
