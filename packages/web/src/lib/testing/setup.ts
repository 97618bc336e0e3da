// Setup of the `web` test project (vitest.config.ts): jest-dom matchers (toBeInTheDocument, toBeDisabled, ...),
// a clean page and storage after every test, since the tests run without vitest globals, and findBy / waitFor
// patient enough for a busy machine (MUI menus render slowly in jsdom). The network is the MSW server of
// api-server.ts: a call no handler answers fails the test that made it. No lazy editor import outlives a test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { editorLoadBegun } from '@/components/form/form-rich-text-field';
import { server } from './api-server';

configure({ asyncUtilTimeout: 5000 });

const unanswered: string[] = [];

beforeAll(() => {
  // The call rejects as a network failure, which a screen may well swallow: the list below fails the test anyway.
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:unhandled', ({ request }) => void unanswered.push(`${request.method} ${request.url}`));
});

afterEach(async () => {
  cleanup();
  // A rich-text field fetches its editor lazily: an import still under way when the file ends fails the run.
  await editorLoadBegun();
  localStorage.clear();
  server.resetHandlers();
  const calls = unanswered.splice(0);
  if (calls.length) throw new Error(`Calls no handler answered:\n${calls.join('\n')}`);
});

afterAll(() => server.close());
