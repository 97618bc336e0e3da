// Catalogue look-ups (`GET …/all`, the lists the pickers and drop-downs read) say they may be kept and revalidated
// (docs/operations.md#caching): `Cache-Control: private, no-cache` and an ETag of the JSON, so a browser asking again
// with If-None-Match gets a 304 without a body when nothing changed. Private, since an answer depends on who asks;
// never reused without asking, since an administrator's change must show at once.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const isLookup = (method: string, route: string | undefined) => method === 'GET' && route?.endsWith('/all') === true;

/** The ETag of a JSON answer: a hash of its text. */
export const jsonEtag = (payload: string) => `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;

/** Added before compression, so the tag is the JSON's own whatever the encoding. */
export function revalidation(api: FastifyInstance) {
  api.addHook('onSend', async (request, reply, payload) => {
    if (!isLookup(request.method, request.routeOptions.url) || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    const etag = jsonEtag(payload);
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (request.headers['if-none-match'] !== etag) return payload;
    reply.code(304);
    return '';
  });
}
