// Merging and splitting tickets on the ticket screen (docs/product/self-service.md#merge,
// docs/product/self-service.md#split): an agent merges a client's duplicate into their own ticket — the confirmation
// names both, the screen opens the target, whose discussion holds the copied messages marked 'Fusionado desde #…',
// and the duplicate reads 'Fusionado en #…' — then makes one of the copied messages a new child ticket.
import { mergeSplitMessages } from '@tms/contracts';
import { expect, test } from './support/test';
import { apiToken, uniqueName } from './support/api';
import { signIn } from './support/sign-in';
import { CORREO, createTicketByApi, getTicketByApi, postMessageByApi } from './support/tickets-api';
import { discussion, pick, summary, ticketIdOf, ticketUsers } from './support/tickets-screen';

test('an agent merges a duplicate into a ticket and splits a message off into a child ticket', async ({ page, request }) => {
  const clientToken = await apiToken(request, ticketUsers.cliente);
  const agentToken = await apiToken(request, ticketUsers.agente);
  // Correo is routed to agente, who may finalise the duplicate and change both tickets.
  const duplicate = await createTicketByApi(request, clientToken, uniqueName('No me llegan correos '), CORREO);
  const reply = uniqueName('Tampoco puedo enviar correos con adjuntos desde la oficina ');
  await postMessageByApi(request, clientToken, duplicate.id, `<p>${reply}</p>`);
  const main = await createTicketByApi(request, agentToken, uniqueName('Servidor de correo caído '), CORREO);

  await signIn(page, ticketUsers.agente);
  await page.goto(`/ticket/${duplicate.id}`);
  await expect(page.getByRole('heading', { name: `Detalle de ticket ${duplicate.id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Fusionar en…' }).click();
  const chooser = page.getByRole('dialog', { name: 'Fusionar en…' });
  await pick(chooser, 'Ticket', String(main.id), `#${main.id} · ${main.subject}`);
  await chooser.getByRole('button', { name: 'Continuar' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Fusionar tickets' });
  await expect(confirmation).toContainText(mergeSplitMessages.confirmMerge(duplicate.id, main.id));
  await confirmation.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(new RegExp(`/ticket/${main.id}$`));
  await expect(page.getByRole('heading', { name: `Detalle de ticket ${main.id}` })).toBeVisible();
  const copied = discussion(page).getByRole('listitem').filter({ hasText: reply });
  await expect(copied).toContainText(mergeSplitMessages.mergedFrom(duplicate.id));
  await expect(copied).toContainText(ticketUsers.cliente.displayName);

  await page.goto(`/ticket/${duplicate.id}`);
  const mergedInto = page.getByRole('link', { name: mergeSplitMessages.mergedInto(main.id) });
  await expect(mergedInto).toBeVisible();
  await expect(summary(page).getByText('Finalizado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fusionar en…' })).toHaveCount(0);
  await mergedInto.click();
  await expect(page.getByRole('heading', { name: `Detalle de ticket ${main.id}` })).toBeVisible();

  await copied.getByRole('button', { name: 'Acciones del mensaje' }).click();
  await page.getByRole('menuitem', { name: 'Crear ticket de este mensaje' }).click();
  // The new ticket opens: numbered after the tickets it came from.
  await expect(page).toHaveURL((url) => Number(/\/ticket\/(\d+)$/.exec(url.pathname)?.[1]) > main.id);
  const childId = ticketIdOf(page);
  await expect(page.getByRole('heading', { name: `Detalle de ticket ${childId}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Asunto' })).toHaveValue(
    new RegExp(`^Del ticket #${main.id}: Fusionado desde #${duplicate.id} Tampoco puedo enviar`),
  );
  const child = await getTicketByApi(request, agentToken, childId);
  expect(child).toMatchObject({ parentId: main.id, createdBy: duplicate.createdBy, subCategoryId: CORREO });
});
