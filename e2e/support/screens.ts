// Screenshots the journeys leave for review in test-results/screens.
import type { Page } from '@playwright/test';

export const saveScreen = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
