// The API as tests see it: answers in the server's envelope, and a stubbed fetch that answers by address.
import { vi } from 'vitest';

export const successAnswer = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ status: 'Success', data }), { status });

export const failAnswer = (status: number, message: string, fields?: Record<string, string>) =>
  new Response(JSON.stringify({ status: 'Fail', message, data: { fields } }), { status });

/** The address a fetch call asks for, whichever way it was given. */
export const addressOf = (request: RequestInfo | URL): string =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

/** Stubs the global fetch: a GET of an address in `answers` (path and query, e.g. '/api/roles/all') gets its data,
 * anything else a 404. Undo with vi.unstubAllGlobals(). */
export function stubApiAnswers(answers: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (request) => {
    const data = answers[addressOf(request)];
    return data === undefined ? failAnswer(404, 'No se encontraron resultados, verifique los datos.') : successAnswer(data);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
