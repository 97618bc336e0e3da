// Two-step sign-in (docs/product/access.md#two-step-sign-in), as a person does it: set it up on the profile reading the
// key off the screen (the test computes the app's codes from it), save the recovery codes, sign out, and sign in again
// with the password and a code — then once more with a recovery code instead; and a user whose role requires it is
// held on its set-up until it is on.
import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { twoFactorMessages } from '@tms/contracts';
import { totpAt } from '../packages/api/src/modules/access/two-factor/totp';
import { expect, test } from './support/test';
import { apiToken, createUserAsAdmin, uniqueName } from './support/api';
import { demoUsers, type Credentials } from './support/demo-users';
import { fillSignIn, signIn, signOut } from './support/sign-in';

const STEP_MS = 30_000;

/**
 * The app's code for the step after the current one: the server accepts one step either side, and it is never the
 * step whose code was typed a moment ago (a code is used once), so the journey waits for no step to pass.
 */
const nextCode = (secret: string) => totpAt(secret, new Date(Date.now() + STEP_MS));

const PASSWORD = 'DosPasos123!';

/**
 * A new internal user of `roleId` (Agente by default), signed in, who chose PASSWORD at the first sign-in (the
 * administrator's one must be changed); the app then goes where the user's state sends it.
 */
async function newUser(page: Page, request: APIRequestContext, roleId?: number): Promise<Credentials> {
  const user = {
    userName: uniqueName('dospasos'),
    displayName: 'Usuario Dos Pasos',
    email: `${uniqueName('dospasos')}@example.com`,
    password: 'Asignada123!',
  };
  await createUserAsAdmin(request, await apiToken(request, demoUsers.admin), user, roleId);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page).not.toHaveURL(/\/change-password$/);
  return { userName: user.userName, password: PASSWORD };
}

/** The password step: the second step shows instead of the app. */
async function passwordStep(page: Page, credentials: Credentials) {
  await page.goto('/sign-in');
  await fillSignIn(page, credentials);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
}

test('sets the second step up on the profile and signs in with a code, then with a recovery code', async ({ page, request }) => {
  const credentials = await newUser(page, request);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await card.getByRole('button', { name: 'Configurar' }).click();
  await expect(card.getByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toBeVisible();
  const secret = ((await card.getByLabel('Clave para captura manual').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByRole('textbox', { name: 'Código', exact: true }).fill(totpAt(secret, new Date()));
  await card.getByRole('button', { name: 'Activar' }).click();

  const codes = card.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('codigos-de-recuperacion.txt');
  const saved = await fs.readFile(await file.path(), 'utf8');
  for (const code of recoveryCodes) expect(saved).toContain(code);
  await card.getByRole('button', { name: 'Listo' }).click();
  await expect(card).toContainText('La verificación en dos pasos está activa.');
  await expect(card).toContainText('Códigos de recuperación sin usar: 10');

  await signOut(page);
  await expect(page).toHaveURL(/\/sign-in$/);
  await passwordStep(page, credentials);
  const code = page.getByRole('textbox', { name: 'Código', exact: true });
  await expect(code).toBeFocused();
  // A code three steps old is outside the window: refused, and the field is emptied for another try.
  await code.fill(totpAt(secret, new Date(Date.now() - 3 * STEP_MS)));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: twoFactorMessages.codeWrong })).toBeVisible();
  await expect(code).toHaveValue('');
  await code.fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await passwordStep(page, credentials);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByRole('textbox', { name: 'Código de recuperación' }).fill(recoveryCodes[0].toLowerCase());
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Verificación en dos pasos' })).toContainText(
    'Códigos de recuperación sin usar: 9',
  );
});

test('holds a user whose role requires the second step on its set-up until it is on', async ({ page, request }) => {
  const adminToken = await apiToken(request, demoUsers.admin);
  const role = await request.post('/api/roles', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { code: uniqueName('ROL2P'), detail: 'Con verificación en dos pasos', isActive: true, requiresTwoFactor: true },
  });
  expect(role.status()).toBe(201);
  await newUser(page, request, (await role.json()).data.id);

  await expect(page).toHaveURL(/\/two-step-setup$/);
  await expect(page.getByText(twoFactorMessages.setupRequired).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/two-step-setup$/);

  const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await card.getByRole('button', { name: 'Configurar' }).click();
  const secret = ((await card.getByLabel('Clave para captura manual').textContent()) ?? '').replace(/\s/g, '');
  await card.getByRole('textbox', { name: 'Código', exact: true }).fill(totpAt(secret, new Date()));
  await card.getByRole('button', { name: 'Activar' }).click();
  await card.getByRole('button', { name: 'Listo' }).click();
  await expect(page).not.toHaveURL(/\/two-step-setup$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
