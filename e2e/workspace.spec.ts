// The agent's workspace (docs/product/tickets.md#discussion-and-internal-notes) as people use it: on a client's
// ticket the agent writes a 'Nota interna' and sends it with 'Agregar nota interna', then a 'Respuesta' with Ctrl+Enter;
// the client who created the ticket opens it and reads the reply, never the note. '?' lists the screen's shortcuts.
import { expect, test } from './support/test';
import { apiToken, uniqueName } from './support/api';
import { demoUsers } from './support/demo-users';
import { createTicketByApi } from './support/tickets-api';
import { discussion, richText, sendMessage, signedInPage, ticketUsers } from './support/tickets-screen';

const run = uniqueName('');
const note = `El cliente debe tres facturas ${run}`;
const reply = `Mañana cambiamos el tóner ${run}`;

test("a client never sees the agent's internal note, and reads the reply", async ({ browser, request }) => {
  const ticket = await createTicketByApi(request, await apiToken(request, demoUsers.cliente), `Impresora sin tóner ${run}`);

  const agent = await signedInPage(browser, ticketUsers.agente);
  await agent.goto(`/ticket/${ticket.id}`);
  // An unsaved edit of the form survives sending messages.
  const subject = agent.getByRole('textbox', { name: 'Asunto' });
  await subject.fill(`Impresora sin tóner ${run} (piso 2)`);

  await agent.getByRole('button', { name: 'Nota interna', exact: true }).click();
  await richText(agent, 'Nueva nota interna').fill(note);
  await sendMessage(agent, () => agent.getByRole('button', { name: 'Agregar nota interna' }).click());
  const agentNote = discussion(agent).getByRole('listitem').filter({ hasText: note });
  await expect(agentNote).toHaveAccessibleName('Nota interna');
  await expect(richText(agent, 'Nueva nota interna')).toHaveText('');

  await agent.getByRole('button', { name: 'Respuesta', exact: true }).click();
  await richText(agent, 'Nuevo mensaje').fill(reply);
  await sendMessage(agent, () => richText(agent, 'Nuevo mensaje').press('ControlOrMeta+Enter'));
  const agentReply = discussion(agent).getByRole('listitem').filter({ hasText: reply });
  await expect(agentReply).toBeVisible();
  await expect(agentReply).not.toHaveAccessibleName('Nota interna');
  await expect(subject).toHaveValue(`Impresora sin tóner ${run} (piso 2)`);

  // '?' away from the fields lists the ticket screen's shortcuts.
  await agent.getByRole('heading', { name: `Detalle de ticket ${ticket.id}` }).click();
  await agent.keyboard.press('?');
  const shortcuts = agent.getByRole('dialog', { name: 'Atajos de teclado' });
  await expect(shortcuts.getByRole('row', { name: /Enviar mensaje/ })).toBeVisible();
  await shortcuts.getByRole('button', { name: 'Cerrar' }).click();
  await expect(shortcuts).toBeHidden();
  await agent.context().close();

  const client = await signedInPage(browser, ticketUsers.cliente);
  await client.goto(`/ticket/${ticket.id}`);
  await expect(discussion(client).getByRole('listitem').filter({ hasText: reply })).toBeVisible();
  await expect(discussion(client).getByText(note)).toHaveCount(0);
  await expect(discussion(client).getByText('Nota interna')).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'Nota interna', exact: true })).toHaveCount(0);
  await client.context().close();
});
