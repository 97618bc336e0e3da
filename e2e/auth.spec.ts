// Signing in and out, password recovery, and the access rules of docs/product/screens.md#access-to-screens.
import { messages } from '@tms/contracts';
import { expect, test } from './support/test';
import { demoUsers } from './support/demo-users';
import { saveScreen } from './support/screens';
import { fillSignIn, mainMenu, passwordField, signIn, signOut, userField } from './support/sign-in';

test.describe('sign-in', () => {
  test('the administrator signs in and sees the administration menu', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByText('Ticket Management System').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await saveScreen(page, 'sign-in');

    await signIn(page, demoUsers.admin);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Bienvenido, ${demoUsers.admin.displayName}`)).toBeVisible();
    const menu = mainMenu(page);
    await expect(menu.getByRole('button', { name: 'Administración' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Tickets' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Usuarios' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buscar tickets' })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Equipo de Ticket Management System`)).toBeVisible();
    await saveScreen(page, 'dashboard');
  });

  test('a client sees the Tickets group but not the administration', async ({ page }) => {
    await page.goto('/sign-in');
    await fillSignIn(page, demoUsers.cliente);
    // Enter in the password field submits the valid form.
    await passwordField(page).press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = mainMenu(page);
    await expect(menu.getByRole('button', { name: 'Tickets' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Crear ticket' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Creados' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Administración' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Buscar tickets' })).toHaveCount(0);
  });

  test('wrong credentials show the server message and return focus to the user field', async ({ page }) => {
    await page.goto('/sign-in');
    await fillSignIn(page, { userName: demoUsers.admin.userName, password: 'no-es-la-clave' });
    await page.getByRole('button', { name: 'Enviar' }).click();

    await expect(page.getByRole('alert').filter({ hasText: messages.invalidCredentials })).toBeVisible();
    await expect(userField(page)).toBeFocused();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the fields are validated after typing stops', async ({ page }) => {
    await page.goto('/sign-in');
    await userField(page).fill('admin');
    await userField(page).fill('');
    await expect(page.getByText(messages.required)).toBeVisible();
    await passwordField(page).fill('x'.repeat(65));
    await expect(page.getByText(messages.maxLength(64))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  test('signing out forgets the session', async ({ page }) => {
    await signIn(page, demoUsers.admin);
    await signOut(page);
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test('password recovery answers in a dialog', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  const field = dialog.getByRole('textbox', { name: 'Usuario o correo electrónico' });
  const send = dialog.getByRole('button', { name: 'Enviar' });

  await field.fill('adm');
  await expect(send).toBeDisabled();
  await field.fill('cliente');
  await expect(send).toBeEnabled();
  await send.click();

  const answer = page.getByRole('dialog', { name: 'Correcto' });
  await expect(answer).toContainText(messages.recoverySent);
  await answer.getByRole('button', { name: 'Aceptar' }).click();
  await expect(answer).toBeHidden();
});

test.describe('access rules', () => {
  test('an unauthenticated visit returns to its page after signing in', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/sign-in$/);
    await signIn(page, demoUsers.admin);
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('grid', { name: 'Usuarios' })).toBeVisible();
  });

  test('a screen the user may not open sends them home', async ({ page }) => {
    await signIn(page, demoUsers.cliente);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/esta-ruta-no-existe');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: 'La página que busca no existe.' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ilustración de página no encontrada' })).toBeVisible();
  });
});
