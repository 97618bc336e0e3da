// Signing in through the sign-in screen, the way a person does.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Credentials } from './demo-users';

export const userField = (page: Page) => page.getByRole('textbox', { name: 'Usuario' });
export const passwordField = (page: Page) => page.getByLabel('Contraseña', { exact: true });

export async function fillSignIn(page: Page, { userName, password }: Credentials) {
  await userField(page).fill(userName);
  await passwordField(page).fill(password);
}

/** Opens /sign-in (unless already there), signs in and waits to leave the sign-in screen. */
export async function signIn(page: Page, credentials: Credentials) {
  if (!page.url().endsWith('/sign-in')) await page.goto('/sign-in');
  await fillSignIn(page, credentials);
  const send = page.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** The top bar's user menu (avatar): Perfil and Cerrar sesión. */
export const userMenuButton = (page: Page) => page.getByRole('button', { name: /: Cuenta de / });

/** Signs out through the user menu, the way a person does. */
export async function signOut(page: Page) {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
}
