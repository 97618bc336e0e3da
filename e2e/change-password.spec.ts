// A user whose password was set by the administrator must choose a new one at the first sign-in.
import { messages } from '@tms/contracts';
import { expect, test } from './support/test';
import { apiToken, createUserAsAdmin, uniqueName } from './support/api';
import { demoUsers } from './support/demo-users';
import { saveScreen } from './support/screens';
import { signIn, signOut, userMenuButton } from './support/sign-in';

test('a new user changes the assigned password and signs in with the new one', async ({ page, request }) => {
  const user = {
    userName: uniqueName('nuevo'),
    displayName: 'Nuevo Agente',
    email: `${uniqueName('nuevo')}@example.com`,
    password: 'Asignada123!',
  };
  await createUserAsAdmin(request, await apiToken(request, demoUsers.admin), user);
  // The app itself asks for nothing the server would refuse while the new password is pending.
  const refusedCalls: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refusedCalls.push(response.url());
  });

  await signIn(page, user);
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('alert').filter({ hasText: messages.needChangePassword }).first()).toBeVisible();
  // Held there until the password changes: the API refuses everything else, no other screen opens and there is no
  // menu to leave by (only the sign-out).
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tms.session')!).token as string);
  const refused = await request.get('/api/notifications', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(messages.needChangePassword);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Perfil de usuario' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notificaciones/ })).toHaveCount(0);
  await userMenuButton(page).click();
  await expect(page.getByRole('menu', { name: 'Cuenta' }).getByRole('menuitem')).toHaveText(['Cerrar sesión']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Perfil de usuario' })).toBeVisible();
  const sessionCard = page.getByRole('region', { name: user.displayName });
  await expect(sessionCard).toContainText(user.userName);
  await expect(sessionCard).toContainText(user.email);
  const clock = page.getByLabel('Hora actual');
  await expect(clock).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  const firstTime = await clock.textContent();
  await expect(clock).not.toHaveText(firstTime ?? '');

  const update = page.getByRole('button', { name: 'Actualizar' });
  const password = page.getByLabel('Contraseña', { exact: true });
  const confirmation = page.getByLabel('Confirmar contraseña', { exact: true });
  await expect(update).toBeDisabled();
  await password.fill('NuevaClave123!');
  await expect(update).toBeDisabled();
  await confirmation.fill('OtraClave123!');
  await update.click();
  await expect(page.getByText(messages.passwordsDoNotMatch).first()).toBeVisible();
  await expect(confirmation).toBeFocused();
  await saveScreen(page, 'change-password');

  await confirmation.fill('NuevaClave123!');
  await update.click();
  await expect(page.getByRole('alert').filter({ hasText: messages.passwordUpdated })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(refusedCalls).toEqual([]);

  await signOut(page);
  await signIn(page, { userName: user.userName, password: 'NuevaClave123!' });
  await expect(page).toHaveURL(/\/dashboard$/);
});
