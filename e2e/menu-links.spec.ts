// Every link of the sidebar, for each demo role, at a desk (1440×900): the menu lists exactly the screens the screens
// table shows for the role's permissions (docs/product/screens.md#layout), and clicking each link opens its screen
// (docs/product/screens.md#route-table).
import type { APIRequestContext, Page } from '@playwright/test';
import { helpScreen, menuFor, menuScreens, screens, type Menu } from '@tms/contracts';
import { expect, test } from './support/test';
import { apiToken } from './support/api';
import { demoUsers, type Credentials } from './support/demo-users';
import { mainMenu, signIn } from './support/sign-in';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

/** The menu the screens table gives the role's permissions, as GET /api/auth/permissions answers them. */
async function expectedMenu(request: APIRequestContext, credentials: Credentials): Promise<Menu> {
  const token = await apiToken(request, credentials);
  const response = await request.get('/api/auth/permissions', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const permissions: { id: number }[] = (await response.json()).data;
  return menuFor(permissions.map((permission) => permission.id));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks the entry and waits for its screen: the address, the link marked current, the tab's title and a heading. */
async function openFromMenu(page: Page, baseURL: string, screen: { path: string; label: string }) {
  const link = mainMenu(page).getByRole('link', { name: screen.label, exact: true });
  await link.click();
  await expect(page).toHaveURL(new URL(screen.path, baseURL).href);
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(screen.label)} \\| `));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Ocurrió un error al mostrar la pantalla' })).toHaveCount(0);
}

/** Folds the group away and opens it again, as a person looking for its entries does. */
async function unfoldGroup(page: Page, label: string, firstEntry: string) {
  const group = mainMenu(page).getByRole('button', { name: label, exact: true });
  const entry = mainMenu(page).getByRole('link', { name: firstEntry, exact: true });
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(entry).toBeHidden();
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(entry).toBeVisible();
}

for (const [role, credentials] of Object.entries(demoUsers)) {
  test(`${role}: the menu lists the screens of its permissions and each link opens its screen`, async ({
    page,
    request,
    baseURL,
  }) => {
    const menu = await expectedMenu(request, credentials);
    const entries = menuScreens(menu);
    expect(entries.length).toBeGreaterThan(0);
    if (role === 'admin') expect(entries).toHaveLength(screens.length);

    await signIn(page, credentials);
    await expect(mainMenu(page).getByRole('button')).toHaveText(menu.sections.map((section) => section.group.label));
    // 'Ayuda' closes every menu: any signed-in user opens it (docs/product/self-service.md#knowledge-base).
    await expect(mainMenu(page).getByRole('link')).toHaveText([...entries.map((entry) => entry.label), helpScreen.label]);

    for (const entry of menu.screens) await openFromMenu(page, baseURL!, entry);
    for (const section of menu.sections) {
      await unfoldGroup(page, section.group.label, section.screens[0].label);
      for (const entry of section.screens) await openFromMenu(page, baseURL!, entry);
    }
    await openFromMenu(page, baseURL!, helpScreen);
  });
}
