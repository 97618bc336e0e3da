// Setup of the `web` test project (vitest.config.ts): jest-dom matchers (toBeInTheDocument, toBeDisabled, ...),
// and a clean page and storage after every test, since the tests run without vitest globals.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
