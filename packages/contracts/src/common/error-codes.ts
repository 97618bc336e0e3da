// The machine-readable codes of the Fail envelope (`data.code`), each with the HTTP status it comes with. Clients
// branch on the code, never on the status or the Spanish text: a code, once published, keeps its meaning. The table
// of when each is sent is docs/error-codes.md.

export const errorCodes = {
  // One generic code per status: what a failure says when nothing more specific applies.
  'request.invalid': 400,
  'auth.required': 401,
  'auth.forbidden': 403,
  'resource.not_found': 404,
  'resource.conflict': 409,
  'resource.gone': 410,
  'request.too_large': 413,
  'request.unsupported_media': 415,
  'request.too_many': 429,
  'server.error': 500,
  'server.busy': 503,
  // Specific codes, for the cases a client tells apart.
  'resource.duplicate': 400,
  'auth.invalid_credentials': 401,
  'auth.inactive_user': 401,
  'auth.password_change_required': 403,
  'auth.two_factor_setup_required': 403,
  'auth.invalid_code': 401,
  'auth.challenge_expired': 401,
  'auth.read_only_token': 403,
  'auth.session_required': 403,
  'auth.directory_no_role': 403,
  'resource.in_use': 409,
  'ticket.stale': 409,
  'ticket.merge_self': 409,
  'ticket.merge_finished': 409,
  'ticket.merge_cycle': 409,
  'calendar.default_required': 409,
  'push.endpoint_taken': 409,
  'survey.answered': 409,
  'survey.not_finished': 409,
  'survey.expired': 410,
  'auth.throttled': 429,
  'server.unavailable': 503,
  'auth.directory_unavailable': 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** The codes that come with HTTP status `S`, e.g. `ErrorCodeOf<409>` for a conflict's. */
export type ErrorCodeOf<S extends number> = { [C in ErrorCode]: (typeof errorCodes)[C] extends S ? C : never }[ErrorCode];

const genericCodes: Record<number, ErrorCode> = {
  400: 'request.invalid',
  401: 'auth.required',
  403: 'auth.forbidden',
  404: 'resource.not_found',
  409: 'resource.conflict',
  410: 'resource.gone',
  413: 'request.too_large',
  415: 'request.unsupported_media',
  429: 'request.too_many',
  500: 'server.error',
  503: 'server.busy',
};

const SERVER_ERRORS_FROM = 500;

/** The generic code of an HTTP status; a status without one is `server.error` from 500 up, `request.invalid` below. */
export const genericErrorCode = (status: number): ErrorCode =>
  genericCodes[status] ?? (status >= SERVER_ERRORS_FROM ? 'server.error' : 'request.invalid');
