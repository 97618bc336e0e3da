// Fetch wrapper for /api: adds the bearer token, unwraps the {status, data} envelope and turns every failure into
// an ApiError. A 401 on an authenticated call ends the session; the session guard then sends the user to /sign-in.
import type { FailEnvelope, SuccessEnvelope } from '@tms/contracts';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { messageForStatus } from './error-messages';
import { sessionStore } from '../session/session-store';

export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Calls made without a session (sign-in, recovery): no token sent, and a 401 is an ordinary failure. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `${API_BASE}${path}${text ? `?${text}` : ''}`;
}

function buildHeaders(options: ApiRequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = options.anonymous ? null : sessionStore.get()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy error page or a truncated body: the status alone decides the message.
    return null;
  }
}

const isFailEnvelope = (body: unknown): body is FailEnvelope =>
  typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'Fail';

const isSuccessEnvelope = (body: unknown): body is SuccessEnvelope<unknown> =>
  typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'Success';

function failureOf(status: number, body: unknown): ApiError {
  if (isFailEnvelope(body)) {
    const message = body.message || body.data?.error;
    return new ApiError(status, message || messageForStatus(status), body.data?.fields ?? {}, !!message);
  }
  return new ApiError(status, messageForStatus(status));
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, messageForStatus(NETWORK_ERROR_STATUS));
  }

  const body = await readJson(response);
  if (response.status === 401 && !options.anonymous) sessionStore.clear();
  if (!response.ok || !isSuccessEnvelope(body)) {
    // A 2xx without the Success envelope is as unusable as an error: the spec's lists then stay unchanged.
    throw failureOf(response.ok ? 500 : response.status, body);
  }
  return body.data as T;
}

export const apiGet = <T>(path: string, query?: ApiRequestOptions['query'], signal?: AbortSignal) =>
  apiRequest<T>(path, { query, signal });
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });
export const apiPut = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body });
export const apiDelete = <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' });
