// The one error type every API call throws: HTTP status, the code programs branch on (docs/error-codes.md), a
// Spanish message ready to show, and per-field messages of a validation failure.
import { genericErrorCode, type ErrorCode } from '@tms/contracts';

/** Status 0 stands for "no answer at all" (network down, server stopped). */
export const NETWORK_ERROR_STATUS = 0;

/** The code of a call that got no answer: the client's own, never sent by the server. */
const NETWORK_UNREACHABLE = 'network.unreachable';

export type ApiErrorCode = ErrorCode | typeof NETWORK_UNREACHABLE;

/** The code of a failure whose answer named none: the network's for status 0, else the generic code of the status. */
const codeOfStatus = (status: number): ApiErrorCode =>
  status === NETWORK_ERROR_STATUS ? NETWORK_UNREACHABLE : genericErrorCode(status);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** True when the message came from the server rather than from the status catalogue. */
    readonly fromServer = false,
    /** What failed: the envelope's `data.code`, or the one its status stands for. Branch on this, not on `status`. */
    readonly code: ApiErrorCode = codeOfStatus(status),
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Whether `error` is an API failure with this code, e.g. `hasErrorCode(error, 'ticket.stale')`. */
export const hasErrorCode = (error: unknown, code: ApiErrorCode): error is ApiError => isApiError(error) && error.code === code;

/** A delete refused because other records point at the row: the user deactivates it instead, so it is a warning. */
export const isInUse = (error: unknown): error is ApiError => hasErrorCode(error, 'resource.in_use');
