// What the server writes to its log: never a password, a token, a hash or an SQL parameter
// (docs/product/access.md#sessions-and-throttling). Request lines carry the path without its query string (signed links
// and stream tickets travel there), and error lines carry the error's type, code and a message stripped of the failed
// query and its parameters.
import type { FastifyServerOptions } from 'fastify';

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const FAILED_QUERY = /^Failed query:/;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Keeps what helps an operator (kind, code, place) and drops anything that may echo user data. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error value thrown', stack: '' };
  const code = (error as { code?: unknown }).code;
  // A database server's own message may quote the offending value ('invalid input syntax for type integer: "…"').
  const fromDatabase = typeof code === 'string' && SQLSTATE.test(code);
  const withQuery = 'params' in error || 'parameters' in error || FAILED_QUERY.test(error.message);
  const message = withQuery || fromDatabase ? 'database query failed (query, parameters and values withheld)' : error.message;
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: frames?.join('\n') ?? '',
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
  ip?: string;
}

export const serializeRequest = (request: LoggedRequest) => ({
  method: request.method,
  path: request.url.split('?')[0],
  route: request.routeOptions?.url,
  remoteAddress: request.ip,
});

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        '*.password',
        '*.temporaryPassword',
        '*.token',
        '*.passwordHash',
      ],
      censor: '[withheld]',
    },
  };
}
