// A URL the router cannot take (an undecodable path such as `/api/%`: 400; a path parameter longer than maxParamLength:
// 414) is answered by Fastify itself, before any hook: in English, echoing the path, without the Fail envelope or the
// security headers. Instead the request is routed again, to a path nothing matches, carrying its error: the not-found
// handler throws it, so it gets the hooks (security headers, the request's budget, logging) and the error handler (the
// Spanish envelope, the generic code of its status, never the path) of every other answer.
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Where a request whose URL could not be routed goes instead: a path no route or static file has. */
const UNROUTABLE_PATH = '/api/.unroutable-url';

const urlErrors = new WeakMap<IncomingMessage, FastifyError>();

/** Fastify's `frameworkErrors`: routes the request again, to the not-found handler, with its error. */
export function rerouteUrlError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  urlErrors.set(request.raw, error);
  request.raw.url = UNROUTABLE_PATH;
  request.server.routing(request.raw, reply.raw);
}

/** For the not-found handler: throws the routing error the request carries, if any. */
export function throwUrlError(request: FastifyRequest): void {
  const error = urlErrors.get(request.raw);
  if (error) throw error;
}
