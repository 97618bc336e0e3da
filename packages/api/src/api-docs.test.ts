// The OpenAPI document and its viewer (audit finding 13d) are served only when API_DOCS enables them: by default
// anyone could read the map of every route, and a browser opening the viewer carries no bearer token to check.
import { describe, expect, it } from 'vitest';
import { messages } from '@tms/contracts';
import { loadConfig } from './config/config';
import { useTestApp } from './test/test-app';

const DOCS = ['/api/docs', '/api/docs/json', '/api/docs/static/index.html'];

describe('the API documentation', () => {
  it('is off unless API_DOCS enables it', () => {
    expect(loadConfig({}).apiDocs).toBe(false);
    expect(loadConfig({ API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  describe('by default', () => {
    const t = useTestApp({ API_DOCS: 'false' });

    it.each(DOCS)('answers %s with the Spanish 404, signed in or not', async (url) => {
      for (const caller of [t.anonymous, await t.as('admin')]) {
        const response = await caller.get(url);
        expect(response.statusCode).toBe(404);
        expect(response.body).toEqual({
          status: 'Fail',
          message: messages.notFound,
          data: { error: messages.notFound, code: 'resource.not_found' },
        });
      }
    });

    it('still builds the document for the tools that read it', () => {
      expect(Object.keys((t.app.swagger() as { paths: object }).paths)).toContain('/api/workitems/summary');
    });
  });

  describe('with API_DOCS=true', () => {
    const t = useTestApp({ API_DOCS: 'true' });

    it('serves the document and its viewer', async () => {
      const json = await t.anonymous.raw('/api/docs/json');
      expect(json.statusCode).toBe(200);
      expect(json.json().paths).toHaveProperty('/api/workitems/summary');
      const viewer = await t.anonymous.raw('/api/docs');
      expect([viewer.statusCode, viewer.headers['content-type']]).toEqual([200, expect.stringContaining('text/html')]);
    });
  });
});
