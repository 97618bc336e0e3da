// The one client for /api: JSON calls, binary downloads (the ticket's PDF) and multipart uploads with progress. Every
// call adds the bearer token, unwraps the {status, data} envelope (JSON answers) and turns every failure into an
// ApiError with the server's Spanish message or the catalogue text for its status. A 401 on an authenticated call
// ends the session; the session guard then sends the user to /sign-in. A 403 saying the role now requires the second
// step marks the session so, and the guard sends the user to set it up (docs/product/access.md#two-step-sign-in).
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

export interface ApiUploadOptions {
  /** The sent fraction of the file, from 0 to 1, while it uploads. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The multipart field holding the file. */
  field?: string;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `${API_BASE}${path}${text ? `?${text}` : ''}`;
}

const bearerToken = (anonymous = false) => (anonymous ? null : sessionStore.get()?.token);

function buildHeaders(options: ApiRequestOptions, accept = 'application/json'): Headers {
  const headers = new Headers({ Accept: accept });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = bearerToken(options.anonymous);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function parseJson(text: string): unknown {
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

const isOk = (status: number) => status >= 200 && status < 300;

/** The failure of an answered call; a 401 on an authenticated call also ends the session. */
function failureOf(status: number, body: unknown, anonymous = false): ApiError {
  if (status === 401 && !anonymous) sessionStore.clear();
  if (isFailEnvelope(body)) {
    if (body.data?.code === 'auth.two_factor_setup_required') sessionStore.update({ needTwoFactorSetup: true });
    const message = body.message || body.data?.error;
    // A body without a code (a proxy, an older server) leaves the code its status stands for.
    return new ApiError(status, message || messageForStatus(status), body.data?.fields ?? {}, !!message, body.data?.code);
  }
  return new ApiError(status, messageForStatus(status));
}

/** The data of a JSON answer. A 2xx without the Success envelope is as unusable as an error: lists then stay
 * unchanged (docs/product/conventions.md#api-conventions). */
function dataOf<T>(status: number, body: unknown, anonymous = false): T {
  if (isOk(status) && isSuccessEnvelope(body)) return body.data as T;
  throw failureOf(isOk(status) ? 500 : status, body, anonymous);
}

const networkFailure = () => new ApiError(NETWORK_ERROR_STATUS, messageForStatus(NETWORK_ERROR_STATUS));

async function send(path: string, options: ApiRequestOptions, accept?: string): Promise<Response> {
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options, accept),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkFailure();
  }
}

/** A JSON call: answers the envelope's data. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return dataOf<T>(response.status, parseJson(await response.text()), options.anonymous);
}

/** A binary answer (a PDF, an image) as a Blob; a failure still answers the JSON envelope. */
export async function apiBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw failureOf(response.status, parseJson(await response.text()), options.anonymous);
  return response.blob();
}

/** POSTs one file as multipart form data, reporting progress (fetch cannot report an upload's progress, so this
 * one call uses XMLHttpRequest). Answers the envelope's data; aborting rejects with an AbortError. */
export function apiUpload<T>(path: string, file: File, options: ApiUploadOptions = {}): Promise<T> {
  const { onProgress, signal, field = 'file' } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Carga cancelada', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    const token = bearerToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(dataOf<T>(request.status, parseJson(request.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(networkFailure());
    request.onabort = () => reject(new DOMException('Carga cancelada', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file.name);
    request.send(form);
  });
}

export const apiGet = <T>(path: string, query?: ApiRequestOptions['query'], signal?: AbortSignal) =>
  apiRequest<T>(path, { query, signal });
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });
export const apiPut = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body });
export const apiDelete = <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' });
