// Working the catalogue screens the way a person does: menu entries, pickers, tables, banners.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { mainMenu } from './sign-in';

const pageOf = (scope: Page | Locator): Page => ('keyboard' in scope ? scope : scope.page());

/** Opens an administration screen from the sidebar and waits for its heading. */
export async function openCatalogue(page: Page, menuLabel: string, heading = menuLabel) {
  await mainMenu(page).getByRole('link', { name: menuLabel, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/** A type-to-filter picker (users, states, cities, groups): types part of the option and picks it. */
export async function pick(scope: Page | Locator, label: string, option: string, typed = option) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(typed);
  await pageOf(scope).getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

/** A plain drop-down. */
export async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await pageOf(scope).getByRole('option', { name: option, exact: true }).click();
  await expect(pageOf(scope).getByRole('listbox')).toBeHidden();
}

export const banner = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

export async function expectBanner(page: Page, text: string) {
  await expect(banner(page, text).first()).toBeVisible();
}

/**
 * Runs an action answered by a banner and waits for it. The app drops a banner equal to one still on screen
 * (notistack's preventDuplicate), so an earlier identical banner is let go first.
 */
export async function expectBannerAfter(page: Page, text: string, action: () => Promise<void>) {
  await expect(banner(page, text)).toHaveCount(0, { timeout: 15_000 });
  await action();
  await expectBanner(page, text);
}

/** The row of a table that shows the text. */
export const rowOf = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** Checks the row's selection box in a checkable table. */
export async function checkRow(grid: Locator, text: string) {
  const box = rowOf(grid, text).getByRole('checkbox');
  await expect(box).not.toBeChecked();
  // The grid re-renders the box from its selection model after the click, so the state is awaited, not read at once.
  await box.click();
  await expect(box).toBeChecked();
}

/** A text field by its exact label ('Código' is not 'Código postal'). */
export const field = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

/** Narrows a table to the rows matching a text (its own search box). */
export async function searchTable(scope: Page | Locator, text: string) {
  await scope.getByRole('textbox', { name: 'Buscar', exact: true }).fill(text);
}
