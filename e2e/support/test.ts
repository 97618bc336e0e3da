// The `test` every journey imports: skips (outside CI) when Chromium is missing, before a browser is launched.
import { test as base } from '@playwright/test';
import { chromiumAvailable, MISSING_CHROMIUM } from './chromium';

export const test = base.extend<{ requireChromium: void }>({
  requireChromium: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      testInfo.skip(!chromiumAvailable, MISSING_CHROMIUM);
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
