// Uploads whose body is not well-formed multipart are the client's error: 400 with the Spanish message, never 500,
// and nothing half-written is left behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ticketMessages } from '@tms/contracts';
import { workItemAttachments } from '../../../db/schema';
import { createTestApp, demoPasswords, type TestApp } from '../../../test/test-app';

const BOUNDARY = 'tmsboundary';
const filePartHead = (fileName: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`;

describe('uploads with a malformed body', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: 'agente', password: demoPasswords.agente },
    });
    token = login.json().data.token;
  });
  afterAll(() => t.close());

  const post = (url: string, contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });

  it.each([
    ['multipart without a boundary', 'multipart/form-data', filePartHead('a.png')],
    ['a body that is not multipart at all', `multipart/form-data; boundary=${BOUNDARY}`, 'hola'],
    [
      'a file part cut off before its end',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `${filePartHead('cortado.png')}contenido`,
    ],
  ])('answers %s with 400 and the Spanish message', async (_case, contentType, payload) => {
    for (const url of ['/api/uploads', '/api/uploads/images']) {
      const response = await post(url, contentType, payload);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        status: 'Fail',
        message: ticketMessages.malformedUpload,
        data: { fields: { file: ticketMessages.malformedUpload } },
      });
    }
    const agentUploads = await t.database.handle.db
      .select()
      .from(workItemAttachments)
      .where(eq(workItemAttachments.createdBy, 2));
    expect(agentUploads).toEqual([]);
  });

  it('still asks for a file when the form has none', async () => {
    const noFile = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="nota"\r\n\r\nhola\r\n--${BOUNDARY}--\r\n`;
    const response = await post('/api/uploads', `multipart/form-data; boundary=${BOUNDARY}`, noFile);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ticketMessages.fileRequired);
  });
});
