// The signed-in frame: the sidebar on small screens and the notifications panel.
import { expect, test } from './support/test';
import { demoUsers } from './support/demo-users';
import { saveScreen } from './support/screens';
import { mainMenu, signIn, signOut, userMenuButton } from './support/sign-in';

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the menu stays hidden until the toggle opens it', async ({ page }) => {
    await signIn(page, demoUsers.admin);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();

    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(mainMenu(page)).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Usuarios' })).toBeVisible();
    await saveScreen(page, 'small-screen-drawer');

    await mainMenu(page).getByRole('link', { name: 'Usuarios' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(mainMenu(page)).toBeHidden();
  });
});

test('the persistent menu can be hidden on a wide screen', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  await expect(mainMenu(page)).toBeVisible();
  await page.getByRole('button', { name: 'Menú' }).click();
  await expect(mainMenu(page)).toBeHidden();
  await page.getByRole('button', { name: 'Menú' }).click();
  await expect(mainMenu(page)).toBeVisible();
});

test('the user menu leads to the profile and signs out; the sidebar user opens the profile', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  await userMenuButton(page).click();
  const menu = page.getByRole('menu', { name: 'Cuenta' });
  // A fresh browser has not been asked for push yet: the menu offers it (docs/product/notifications.md#push).
  await expect(menu.getByRole('menuitem')).toHaveText(['Perfil', 'Activar notificaciones', 'Cerrar sesión']);
  await expect(page.getByText('admin@example.com').last()).toBeVisible();
  await saveScreen(page, 'user-menu');
  await menu.getByRole('menuitem', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Perfil de usuario' })).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: new RegExp(demoUsers.admin.displayName) }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await signOut(page);
  await expect(page).toHaveURL(/\/sign-in$/);
  // Signing out on purpose is not an expiry.
  await expect(page.getByText('Su sesión expiró, inicie sesión de nuevo.')).toHaveCount(0);
});

test('a session that expired sends to sign-in saying so, and back after signing in', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  // The server no longer accepts the stored token (expired or ended): the next call answers 401.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('tms.session')!);
    localStorage.setItem('tms.session', JSON.stringify({ ...stored, token: 'caducado' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('Su sesión expiró, inicie sesión de nuevo.')).toBeVisible();
  await saveScreen(page, 'session-expired');
  await signIn(page, demoUsers.admin);
  await expect(page).toHaveURL(/\/users$/);
});

test('the notifications panel says there is nothing new', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  await page.getByRole('button', { name: 'Notificaciones', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel).toContainText('0 nuevas');
  await expect(panel).toContainText('Sin notificaciones');
});

test('the under-development page shows its notice', async ({ page }) => {
  await page.goto('/under-development');
  await expect(page.getByRole('heading', { name: 'Sección en desarrollo' })).toBeVisible();
});

test.describe('template demo pages', () => {
  test('sign-up only waits and goes to sign-in', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Apellido' }).fill('López');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@example.com');
    await page.getByLabel(/^Contraseña/).fill('Demo12345');
    await page.getByRole('checkbox', { name: 'He leído los términos y condiciones' }).check();
    await page.getByRole('button', { name: 'Registrarse ahora' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the account page leads to the password change', async ({ page }) => {
    await signIn(page, demoUsers.admin);
    await page.goto('/account');
    await expect(page.getByText('Perfil completo al 70%')).toBeVisible();
    await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('heading', { name: 'Perfil de usuario' })).toBeVisible();
  });
});

test('the keyboard starts at "Saltar al contenido", and every focused control shows its ring', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // From the top of a freshly loaded page (signing in moved the focus to the screen's heading).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // A link of the dark sidebar, reached by the keyboard: its outline is drawn (MUI's own `outline: 0` does not win).
  const usersLink = mainMenu(page).getByRole('link', { name: 'Usuarios' });
  await usersLink.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(usersLink).toBeFocused();
  const outline = await usersLink.evaluate((link) => {
    const style = getComputedStyle(link);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline).toEqual({ style: 'solid', width: 3 });
});
