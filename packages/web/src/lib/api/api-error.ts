// The one error type every API call throws: HTTP status, a Spanish message ready to show, and per-field messages
// of a validation failure.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** True when the message came from the server rather than from the status catalogue. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Status 0 stands for "no answer at all" (network down, server stopped). */
export const NETWORK_ERROR_STATUS = 0;
