// Setup of the `web` test project (vitest.config.ts): jest-dom matchers (toBeInTheDocument, toBeDisabled, ...),
// a clean page and storage after every test, since the tests run without vitest globals, and findBy / waitFor
// patient enough for a busy machine (MUI menus render slowly in jsdom).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
