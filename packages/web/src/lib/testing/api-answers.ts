// Answers in the server's envelope for the MSW handlers of component tests, and `answerApi`, which answers a few
// calls with their data and records what the app sent them.
import { http, HttpResponse } from 'msw';
import { genericErrorCode, type ErrorCode, type FailEnvelope, type SuccessEnvelope } from '@tms/contracts';
import { server } from './api-server';

/** A Success answer carrying `data`. */
export const successBody = (data: unknown, status = 200) =>
  HttpResponse.json<SuccessEnvelope<unknown>>({ status: 'Success', data }, { status });

/** A Fail answer: the message, the invalid fields and the code (the status's generic one unless given). */
export const failBody = (
  status: number,
  message: string,
  fields?: Record<string, string>,
  code: ErrorCode = genericErrorCode(status),
) => HttpResponse.json<FailEnvelope>({ status: 'Fail', message, data: { error: message, code, fields } }, { status });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call the app made: its method, path with query (e.g. '/api/roles/all?x=1') and JSON body (null without one). */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

const methodHandlers = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : null;
}

/** What `answerApi` answers a call with: its data, or a function making the whole answer (another status, a failure). */
type Answer = unknown;

const answerOf = (answer: Answer) => (typeof answer === 'function' ? (answer as () => Response)() : successBody(answer));

/** Answers each call of `answers` ('GET /api/roles/all', 'PUT /api/mailboxes/4', …), whatever its query: data in a
 * Success envelope, or the answer a function makes (`() => failBody(400, …)`). Gives the calls made to them, in order. */
export function answerApi(answers: Partial<Record<`${Method} /api/${string}`, Answer>>): SentRequest[] {
  const sent: SentRequest[] = [];
  const handlers = Object.entries(answers).map(([call, data]) => {
    const [method, path] = call.split(' ') as [Method, string];
    return methodHandlers[method](path, async ({ request }) => {
      sent.push({ method, path: pathOf(request.url), body: await bodyOf(request.clone()) });
      return answerOf(data);
    });
  });
  server.use(...handlers);
  return sent;
}

/** The body of the first `method` call sent to `path`, if any. */
export const sentBody = (sent: readonly SentRequest[], method: Method, path: string) =>
  sent.find((request) => request.method === method && request.path === path)?.body;
