// One error model: throw an AppError anywhere; the error handler renders the envelope.
import { genericErrorCode, messages, type ErrorCode, type ErrorCodeOf } from '@tms/contracts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The envelope's `data.code` (docs/error-codes.md): the generic code of the status unless a case is distinct. */
    readonly code: ErrorCode = genericErrorCode(statusCode),
  ) {
    super(message);
  }
}

export const badRequest = (
  fields?: Record<string, string>,
  message: string = messages.badRequest,
  code: ErrorCodeOf<400> = 'request.invalid',
) => new AppError(400, message, fields, code);
export const unauthorized = (message: string = messages.unauthorized, code: ErrorCodeOf<401> = 'auth.required') =>
  new AppError(401, message, undefined, code);
export const forbidden = (message: string = messages.forbidden, code: ErrorCodeOf<403> = 'auth.forbidden') =>
  new AppError(403, message, undefined, code);
export const notFound = () => new AppError(404, messages.notFound);
export const conflict = (message: string = messages.conflict, code: ErrorCodeOf<409> = 'resource.conflict') =>
  new AppError(409, message, undefined, code);
/** What a link named is gone for good (an expired survey link). */
export const gone = (message: string, code: ErrorCodeOf<410> = 'resource.gone') => new AppError(410, message, undefined, code);
/** A service the request depends on does not answer (the database, the directory of directory sign-in). */
export const serviceUnavailable = (message: string = messages.serviceUnavailable, code: ErrorCodeOf<503> = 'server.busy') =>
  new AppError(503, message, undefined, code);
/** A value a unique index already holds: the duplicated fields carry their Spanish messages. */
export const duplicate = (fields: Record<string, string>, message: string = messages.badRequest) =>
  badRequest(fields, message, 'resource.duplicate');
/** A delete refused because other records still point at the row: deactivating it is the way forward. */
export const inUse = () => conflict(messages.conflict, 'resource.in_use');

/** Throws 404 when a row is missing, so callers can write `const x = found(await repo.get(id))`. */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}
