// @vitest-environment jsdom
// The one API client: JSON, binary and multipart calls share the token, the envelope and the error model.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { testSession as session } from '../testing/test-session';
import { apiBlob, apiGet, apiRequest, apiUpload } from './api-client';
import { ApiError } from './api-error';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const successAnswer = (data: unknown) => json(200, { status: 'Success', data });
const fail = (status: number, message: string, fields?: Record<string, string>, code?: string) =>
  json(status, { status: 'Fail', message, data: { error: message, code, fields } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  sessionStore.save(session);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('apiRequest', () => {
  it('sends the bearer token and the query, and answers the envelope data', async () => {
    fetchMock.mockResolvedValue(successAnswer([{ id: 1 }]));

    await expect(apiGet('/categories/all', { text: 'a b', empty: '', none: null })).resolves.toEqual([{ id: 1 }]);

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/categories/all?text=a+b');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret-token');
  });

  it("turns a Fail envelope into an ApiError with the server's message, field messages and code", async () => {
    fetchMock.mockResolvedValue(fail(400, 'El rol ya existe', { code: 'El rol ya existe' }, 'resource.duplicate'));

    const error = await apiRequest('/roles', { method: 'POST', body: {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'El rol ya existe',
      fields: { code: 'El rol ya existe' },
      fromServer: true,
      code: 'resource.duplicate',
    });
  });

  it('gives an answer without a code the generic code of its status', async () => {
    fetchMock.mockResolvedValueOnce(fail(409, 'Existen datos relacionados al registro, desactivelos para poder continuar.'));
    await expect(apiGet('/roles/2')).rejects.toMatchObject({ status: 409, code: 'resource.conflict' });

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(apiGet('/roles/2')).rejects.toMatchObject({ status: 502, code: 'server.error', fromServer: false });
  });

  it('fails with status 0 and network.unreachable when the server does not answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(apiGet('/roles/all')).rejects.toMatchObject({ status: 0, code: 'network.unreachable' });
  });

  it('ends the session on a 401, but not for an anonymous call', async () => {
    fetchMock.mockImplementation(async () => json(401, {}));
    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, anonymous: true })).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).not.toBeNull();

    await expect(apiGet('/users')).rejects.toMatchObject({ status: 401, code: 'auth.required' });
    expect(sessionStore.get()).toBeNull();
  });

  it('marks the session when the role now requires the second step, so the guard sends the user to set it up', async () => {
    fetchMock.mockResolvedValue(fail(403, 'Configúrela', undefined, 'auth.two_factor_setup_required'));
    await expect(apiGet('/notifications')).rejects.toMatchObject({ status: 403, code: 'auth.two_factor_setup_required' });
    expect(sessionStore.get()).toEqual({ ...session, needTwoFactorSetup: true });
  });
});

describe('apiBlob', () => {
  it('answers the body as a Blob, with the token sent', async () => {
    fetchMock.mockResolvedValue(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));

    const blob = await apiBlob('/documents/GetWorkItemReport/7');

    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(8);
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer secret-token');
  });

  it("fails with the server's message", async () => {
    fetchMock.mockResolvedValue(fail(404, 'No se encontraron resultados, verifique los datos.', undefined, 'resource.not_found'));

    await expect(apiBlob('/documents/GetWorkItemReport/7')).rejects.toMatchObject({
      status: 404,
      message: 'No se encontraron resultados, verifique los datos.',
      code: 'resource.not_found',
    });
  });
});

// A stand-in for the browser's XMLHttpRequest: records what is sent, answers what the test says.
class FakeXhr {
  static last: FakeXhr;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('apiUpload', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('posts the file as multipart field "file", reports progress and answers the data', async () => {
    const progress: number[] = [];
    const file = new File(['hola'], 'nota.txt', { type: 'text/plain' });
    const uploaded = apiUpload<{ id: number }>('/uploads', file, { onProgress: (fraction) => progress.push(fraction) });

    const request = FakeXhr.last;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/uploads');
    expect(request.headers.Authorization).toBe('Bearer secret-token');
    expect((request.body!.get('file') as File).name).toBe('nota.txt');
    request.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 4 });
    request.answer(200, { status: 'Success', data: { id: 9 } });

    await expect(uploaded).resolves.toEqual({ id: 9 });
    expect(progress).toEqual([0.5]);
  });

  it("fails with the server's message", async () => {
    const uploaded = apiUpload('/uploads', new File(['x'], 'grande.pdf'));
    FakeXhr.last.answer(413, { status: 'Fail', message: 'Se permiten archivos adjuntos limite (5) MB.' });

    await expect(uploaded).rejects.toMatchObject({
      status: 413,
      message: 'Se permiten archivos adjuntos limite (5) MB.',
      code: 'request.too_large',
    });
  });

  it('rejects with an AbortError when cancelled', async () => {
    const controller = new AbortController();
    const uploaded = apiUpload('/uploads', new File(['x'], 'a.txt'), { signal: controller.signal });
    controller.abort();

    await expect(uploaded).rejects.toMatchObject({ name: 'AbortError' });
  });
});
