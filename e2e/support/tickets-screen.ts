// Working the ticket screen the way a person does (pickers, rich text, tabs, banners), for e2e/tickets.spec.ts.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Credentials } from './demo-users';
import { saveScreen } from './screens';
import { signIn } from './sign-in';

/** The seeded demo users the ticket journeys need (docs/product/demo-data.md#demo-users). */
export const ticketUsers = {
  cliente: { userName: 'cliente', password: 'Cliente123!', displayName: 'Carla Cliente' },
  agente: { userName: 'agente', password: 'Agente123!', displayName: 'Ana Agente' },
  supervisor: { userName: 'supervisor', password: 'Supervisor123!', displayName: 'Sergio Supervisor' },
} as const;

/** A signed-in page of its own (own browser context), so several people can work side by side. */
export async function signedInPage(browser: Browser, credentials: Credentials): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, credentials);
  return page;
}

/** A banner (notistack). While a dialog is open MUI hides the rest of the page from assistive technology, banners
 * included, so hidden ones count too. */
export const banner = (page: Page, text: string | RegExp) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

export async function choose(scope: Page | Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: field, exact: true }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types in a type-ahead picker and picks the option containing `option`. */
export async function pick(scope: Page | Locator, field: string, search: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: field, exact: true }).fill(search);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).first().click();
}

export const richText = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

export async function openTab(scope: Page | Locator, name: string) {
  await scope.getByRole('tab', { name, exact: true }).click();
}

/** Fills what a new ticket in Soporte TI / Impresoras needs. */
export async function fillNewTicket(scope: Page | Locator, subject: string, detail: string) {
  await scope.getByRole('textbox', { name: 'Asunto' }).fill(subject);
  await choose(scope, 'Categoria', 'Soporte TI');
  await choose(scope, 'Subcategoria', 'Impresoras');
  await richText(scope, 'Detalles').fill(detail);
}

export const ticketIdOf = (page: Page) => Number(/\/ticket\/(\d+)$/.exec(page.url())?.[1]);

/** The screen's mark of a form holding changes not saved yet. */
export const unsavedMark = (scope: Page | Locator) => scope.getByText('Cambios sin guardar', { exact: true });

const isTicketSave = (method: string, url: string) => method === 'PUT' && /\/api\/workitems\/\d+$/.test(new URL(url).pathname);

/** Guardar, then lasting proof that it landed (banners expire, and one equal to a showing banner is not repeated):
 * the server's 200 and a form that no longer holds unsaved changes. */
export async function save(page: Page) {
  const answered = page.waitForResponse((response) => isTicketSave(response.request().method(), response.url()));
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  expect((await answered).status()).toBe(200);
  await expect(unsavedMark(page)).toHaveCount(0);
}

/** The status chip of the summary beside the form. */
export const summary = (page: Page) => page.getByRole('complementary', { name: 'Resumen del ticket' });

const TAB_INDICATOR_ANIMATION_MS = 400;

/** A screenshot once the tab indicator has finished sliding to the tab just opened. */
export async function screenTab(page: Page, name: string) {
  await page.waitForTimeout(TAB_INDICATOR_ANIMATION_MS);
  await saveScreen(page, name);
}

/** The ticket's discussion (its messages and the editor of a new one). */
export const discussion = (page: Page) => page.getByRole('region', { name: 'Discusión' });

const isMessagePost = (method: string, url: string) =>
  method === 'POST' && /\/api\/workitems\/\d+\/discussions$/.test(new URL(url).pathname);

/** Sends the editor's message (the button, or Ctrl+Enter) and waits for the server to store it. */
export async function sendMessage(page: Page, send: () => Promise<void>) {
  const answered = page.waitForResponse((response) => isMessagePost(response.request().method(), response.url()));
  await send();
  expect((await answered).status()).toBe(201);
}
