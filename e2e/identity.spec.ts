// Identity and trust as people meet it (docs/product/access.md#single-sign-on, #directory-sign-in,
// docs/product/audit-log.md): a person signs in through the company's OpenID provider (a real one, oidc-provider,
// started beside the app by playwright.config.ts) from the sign-in screen's button; another with the user name and
// password of the company's directory (Debian's slapd, started likewise); and an administrator reads a role's change
// in 'Bitácora', field by field, old → new.
import type { Page } from '@playwright/test';
import { directoryPerson } from '../packages/api/src/test/directory-person';
import { expect, test } from './support/test';
import { apiToken, uniqueName } from './support/api';
import { demoUsers } from './support/demo-users';
import { mainMenu, signIn, userMenuButton } from './support/sign-in';

/**
 * 'Iniciar sesión con Keycloak', then the provider's own pages as `account`: its sign-in form (any password), then its
 * consent.
 */
async function signInAtProvider(page: Page, account: string) {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Iniciar sesión con Keycloak' }).click();
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill('cualquiera');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The consent page's own button: waited for, never the sign-in page's while it is still shown.
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a person signs in through the OpenID provider', async ({ page }) => {
  await signInAtProvider(page, 'supervisor@example.com');

  await expect(mainMenu(page)).toBeVisible();
  await expect(userMenuButton(page)).toHaveAccessibleName(new RegExp(demoUsers.supervisor.displayName));
  await expect(page).not.toHaveURL(/sso=/);
});

test('a refused OpenID sign-in comes back to the sign-in screen saying why', async ({ page }) => {
  await signInAtProvider(page, 'nadie@otra-empresa.mx');

  await expect(
    page.getByText('No hay un usuario de la mesa de ayuda con su correo electrónico.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
});

test('a person signs in with the password of the company directory', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByText(/su usuario y contraseña de la red de la empresa/)).toBeVisible();
  await signIn(page, { userName: directoryPerson.uid, password: directoryPerson.password });
  await expect(mainMenu(page)).toBeVisible();
  await expect(userMenuButton(page)).toHaveAccessibleName(new RegExp(directoryPerson.cn));
});

test("an administrator reads a role's change in Bitácora", async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, demoUsers.admin)}` };
  const code = uniqueName('Rol bitacora ');
  const created = await request.post('/api/roles', { headers, data: { code, detail: 'Antes del cambio' } });
  expect(created.status()).toBe(201);
  const role = (await created.json()).data;
  const changed = await request.put(`/api/roles/${role.id}`, {
    headers,
    data: { code, detail: 'Después del cambio', requiresTwoFactor: true },
  });
  expect(changed.status()).toBe(200);

  await signIn(page, demoUsers.admin);
  await page.goto('/audit-log');
  await page.getByRole('textbox', { name: 'Entidad' }).fill('roles');
  const entries = page.getByRole('table', { name: 'Bitácora' });
  const change = entries
    .getByRole('row')
    .filter({ hasText: 'Cambio' })
    .filter({ hasText: String(role.id) })
    .first();
  await change.getByRole('button').click();

  const changes = page.getByRole('dialog').getByRole('table', { name: 'Cambios' });
  await expect(changes.getByRole('row', { name: /detail/ })).toContainText('Antes del cambio');
  await expect(changes.getByRole('row', { name: /detail/ })).toContainText('Después del cambio');
  await expect(changes.getByRole('row', { name: /requiresTwoFactor/ })).toBeVisible();
});
