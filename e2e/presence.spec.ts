// Presence on the ticket screen (docs/product/tickets.md#presence) as two people live it: the agent and the
// supervisor open the same ticket in their own browsers; each sees the other's avatar, the agent sees 'escribiendo…'
// beside the supervisor while the supervisor writes a message, and once the supervisor closes their browser the
// avatar goes away.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiToken, uniqueName } from './support/api';
import { createTicketByApi } from './support/tickets-api';
import { richText, signedInPage, ticketUsers } from './support/tickets-screen';

const others = (page: Page) => page.getByRole('list', { name: 'También en este ticket' });
const person = (page: Page, name: string) =>
  others(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name }) });

test('the agent and the supervisor see each other on a ticket, and who is writing', async ({ browser, request }) => {
  const ticket = await createTicketByApi(request, await apiToken(request, ticketUsers.agente), uniqueName('Presencia '));
  const agent = await signedInPage(browser, ticketUsers.agente);
  const supervisor = await signedInPage(browser, ticketUsers.supervisor);
  await agent.goto(`/ticket/${ticket.id}`);
  await supervisor.goto(`/ticket/${ticket.id}`);

  await expect(person(agent, 'Sergio Supervisor')).toHaveText('SS');
  await expect(person(supervisor, 'Ana Agente')).toHaveText('AA');
  await person(agent, 'Sergio Supervisor').getByRole('img').hover();
  await expect(agent.getByRole('tooltip')).toHaveText('Sergio Supervisor');

  await richText(supervisor, 'Nuevo mensaje').click();
  await supervisor.keyboard.type('Reviso la impresora en un momento', { delay: 40 });
  await expect(person(agent, 'Sergio Supervisor')).toContainText('escribiendo…', { timeout: 3000 });
  // Resting, the supervisor is no longer writing.
  await expect(person(agent, 'Sergio Supervisor')).not.toContainText('escribiendo…');

  await supervisor.context().close();
  await expect(others(agent)).toBeHidden({ timeout: 10_000 });
  await agent.context().close();
});
