// Canned responses (docs/product/catalogues.md#canned-responses) as people use them: the administrator writes a
// shared response in Administración → 'Respuestas predefinidas'; an agent answering a client's ticket finds it by
// typing in the message editor's picker and gets its text with the ticket's and their own values in the placeholders.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiToken, uniqueName } from './support/api';
import { field, openCatalogue } from './support/catalogues-screens';
import { demoUsers } from './support/demo-users';
import { signIn } from './support/sign-in';
import { createTicketByApi } from './support/tickets-api';
import { richText, signedInPage, ticketUsers } from './support/tickets-screen';

const run = uniqueName('');
const code = `Acuse de recibo ${run}`;

async function writeSharedResponse(page: Page) {
  await signIn(page, demoUsers.admin);
  await openCatalogue(page, 'Respuestas predefinidas');
  await page.getByRole('button', { name: 'Agregar respuesta' }).click();
  await field(page, 'Código').fill(code);
  await richText(page, 'Texto').fill(
    'Hola {{creador.nombre}}, recibimos el ticket #{{ticket.id}} ({{ticket.asunto}}). Le atiende {{usuario.nombre}}.',
  );
  await expect(page.getByRole('switch', { name: 'Compartida con todos los agentes' })).toBeChecked();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Respuesta: ${code}` })).toBeVisible();
}

test('an agent inserts the shared response the administrator wrote, its placeholders filled', async ({
  page,
  browser,
  request,
}) => {
  await writeSharedResponse(page);

  const subject = `Tóner & papel ${run}`;
  const ticket = await createTicketByApi(request, await apiToken(request, demoUsers.cliente), subject);

  const agent = await signedInPage(browser, ticketUsers.agente);
  await agent.goto(`/ticket/${ticket.id}`);
  await agent.getByRole('button', { name: 'Respuestas predefinidas' }).click();
  await agent.getByRole('combobox', { name: 'Buscar respuesta predefinida' }).fill(run);
  await agent.getByRole('option', { name: new RegExp(code) }).click();

  await expect(richText(agent, 'Nuevo mensaje')).toHaveText(
    `Hola Carla Cliente, recibimos el ticket #${ticket.id} (${subject}). Le atiende Ana Agente.`,
  );
  await agent.context().close();
});
