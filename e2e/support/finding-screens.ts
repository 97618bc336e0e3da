// Reading the finding-work screens: a server-paged grid's total, its data rows, a downloaded file.
import fs from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The whole data grid around its `grid` role (the footer with the pagination lies outside that role). */
const gridRoot = (grid: Locator) =>
  grid.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " MuiDataGrid-root ")][1]');

/** The total a paged grid reports in its footer ('1–10 de 25'). */
export async function gridTotal(grid: Locator): Promise<number> {
  const text = (await gridRoot(grid).locator('.MuiTablePagination-displayedRows').textContent()) ?? '';
  const match = /de\s+(?:más de\s+)?([\d,.]+)/.exec(text);
  expect(match, `pagination text: ${text}`).not.toBeNull();
  return Number(match![1].replace(/[,.]/g, ''));
}

/** The grid's data rows (the header row is not one of them). */
export const dataRows = (grid: Locator) => grid.locator('.MuiDataGrid-row');

export async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Runs `action`, waits for the download it starts and answers its name and bytes. */
export async function downloadOf(page: Page, action: () => Promise<void>): Promise<{ name: string; content: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return { name: download.suggestedFilename(), content: await fs.readFile(await savedPath(download)) };
}

async function savedPath(download: Download): Promise<string> {
  const path = await download.path();
  if (!path) throw new Error(`The download ${download.suggestedFilename()} failed: ${await download.failure()}`);
  return path;
}
