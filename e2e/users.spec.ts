// User administration (/users): list, create, edit and delete through the screens.
import { messages } from '@tms/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueName } from './support/api';
import { demoUsers } from './support/demo-users';
import { saveScreen } from './support/screens';
import { mainMenu, signIn } from './support/sign-in';

async function openUsers(page: Page) {
  await signIn(page, demoUsers.admin);
  await mainMenu(page).getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('grid', { name: 'Usuarios' })).toBeVisible();
}

/** Types in the table's search box and waits until every row shown matches (only the header row does not). */
async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(text);
  await expect(page.getByRole('row').filter({ hasNotText: text })).toHaveCount(1);
}

async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const userRow = (page: Page, userName: string) => page.getByRole('row').filter({ hasText: userName });

test('an administrator creates, edits and deletes a user', async ({ page }) => {
  const userName = uniqueName('e2e');
  const displayName = 'Usuario de Prueba';
  await openUsers(page);
  await expect(page.getByRole('row').filter({ hasText: 'admin@example.com' })).toBeVisible();
  await saveScreen(page, 'users-list');

  await page.getByRole('button', { name: 'Agregar usuario' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo usuario' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Usuario' }).fill(userName);
  await page.getByRole('textbox', { name: 'Nombre' }).fill(displayName);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(`${userName}@example.com`);
  await choose(page, 'Rol', 'Agente');
  await choose(page, 'Sucursal', 'Matriz CDMX');
  await expect(page.getByRole('combobox', { name: 'Tipo de entidad' })).toHaveText('Usuario interno');
  await page.getByLabel('Contraseña', { exact: true }).fill('Prueba123!');
  await saveScreen(page, 'user-form');
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByRole('alert').filter({ hasText: messages.operationSuccess })).toBeVisible();
  await search(page, userName);
  await expect(userRow(page, userName)).toContainText(displayName);

  await userRow(page, userName).getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: `Editar usuario ${userName}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(displayName);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Usuario Editado');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
  await expect(userRow(page, userName)).toContainText('Usuario Editado');

  await userRow(page, userName).getByRole('button', { name: 'Eliminar' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(confirmation).toContainText(userName);
  await expect(confirmation).toContainText('Usuario Editado');
  await confirmation.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByText('No hay datos para mostrar')).toBeVisible();
});

test('the form validates with the shared messages and shows the server refusal on the field', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Agregar usuario' }).click();

  const userNameField = page.getByRole('textbox', { name: 'Usuario' });
  await userNameField.fill('.ab');
  await userNameField.blur();
  await expect(page.getByText(messages.userNameFormat)).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('no-es-correo');
  await expect(page.getByText(messages.invalidEmail)).toBeVisible();

  // A taken user name passes the form but the server refuses it: the message lands on the field.
  await userNameField.fill(demoUsers.cliente.userName);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Duplicado');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(`${uniqueName('dup')}@example.com`);
  await choose(page, 'Rol', 'Agente');
  await choose(page, 'Sucursal', 'Matriz CDMX');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.userNameTaken })).toBeVisible();
  await expect(userNameField).toHaveAccessibleDescription(messages.userNameTaken);
});

test('a client role fixes the entity type and asks for the external entity; no password gives a temporary one', async ({
  page,
}) => {
  const userName = uniqueName('cli');
  await openUsers(page);
  await page.getByRole('button', { name: 'Agregar usuario' }).click();
  await expect(page.getByRole('combobox', { name: 'Entidad externa' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Usuario' }).fill(userName);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Cliente Nuevo');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(`${userName}@example.com`);
  await choose(page, 'Rol', 'CLIENT');
  const entityType = page.getByRole('textbox', { name: 'Tipo de entidad' });
  await expect(entityType).toHaveValue('Cliente');
  await expect(entityType).toHaveAttribute('readonly');
  await choose(page, 'Sucursal', 'Matriz CDMX');
  await choose(page, 'Entidad externa', /Cliente Demo/);

  await page.getByRole('button', { name: 'Guardar' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Contraseña temporal' });
  await expect(passwordDialog).toContainText(userName);
  await expect(passwordDialog.getByRole('status', { name: 'Contraseña temporal' })).toHaveText(/\S{8,}/);
  await passwordDialog.getByRole('button', { name: 'Aceptar' }).click();
  await search(page, userName);
  await expect(userRow(page, userName)).toContainText('CLIENT');
});
