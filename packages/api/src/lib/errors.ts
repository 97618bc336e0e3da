// One error model: throw an AppError anywhere; the error handler renders the envelope.
import { messages } from '@tms/contracts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (fields?: Record<string, string>, message: string = messages.badRequest) =>
  new AppError(400, message, fields);
export const unauthorized = () => new AppError(401, messages.unauthorized);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, message);
export const notFound = () => new AppError(404, messages.notFound);
export const conflict = (message: string = messages.conflict) => new AppError(409, message);

/** Throws 404 when a row is missing, so callers can write `const x = found(await repo.get(id))`. */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}
