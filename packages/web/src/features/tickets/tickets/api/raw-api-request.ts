// Calls the shared JSON client cannot make: a multipart upload with progress (XMLHttpRequest) and a binary
// download. Same rules as lib/api/api-client: bearer token, envelope unwrapped, failures as ApiError with the
// server's Spanish message, a 401 ends the session. (Belongs in lib/api once another feature needs it.)
import type { FailEnvelope } from '@tms/contracts';
import { API_BASE } from '@/lib/api/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api/api-error';
import { messageForStatus } from '@/lib/api/error-messages';
import { sessionStore } from '@/lib/session/session-store';

const bearerToken = () => sessionStore.get()?.token;

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy page, a cut body): the status alone decides the message.
    return null;
  }
}

function failure(status: number, body: unknown): ApiError {
  if (status === 401) sessionStore.clear();
  const envelope = body as FailEnvelope | null;
  if (envelope?.status === 'Fail') {
    const message = envelope.message || envelope.data?.error;
    return new ApiError(status, message || messageForStatus(status), envelope.data?.fields ?? {}, !!message);
  }
  return new ApiError(status, messageForStatus(status));
}

/** POSTs one file as multipart field `file`; reports the sent fraction (0 to 1) while uploading. */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = bearerToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText) as { status?: string; data?: T } | null;
      if (request.status >= 200 && request.status < 300 && body?.status === 'Success') resolve(body.data as T);
      else reject(failure(request.status >= 200 && request.status < 300 ? 500 : request.status, body));
    };
    request.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, messageForStatus(NETWORK_ERROR_STATUS)));
    request.onabort = () => reject(new DOMException('Carga cancelada', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** GETs a binary answer (a PDF) as a Blob. */
export async function downloadBlob(path: string): Promise<Blob> {
  const token = bearerToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, messageForStatus(NETWORK_ERROR_STATUS));
  }
  if (!response.ok) throw failure(response.status, parseJson(await response.text()));
  return response.blob();
}
