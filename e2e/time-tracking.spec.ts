// Time tracking on the ticket screen (docs/product/service-quality.md#time-tracking): an agent logs 45 billable
// minutes with 'Registrar tiempo' and sees the entry and 'Tiempo registrado'; the client who opened the ticket has no
// 'Tiempo' tab.
import { timeEntryToday } from '@tms/contracts';
import { expect, test } from './support/test';
import { apiToken } from './support/api';
import { signIn, signOut } from './support/sign-in';
import { createTicketByApi } from './support/tickets-api';
import { openTab, ticketUsers } from './support/tickets-screen';

const NOTE = 'Cambio de tóner y prueba de impresión';

/** Today as the list shows it, dd/mm/yyyy (the browser runs in Mexico City's time zone, as the server's rule). */
const todayShown = () => timeEntryToday().split('-').reverse().join('/');

test('an agent logs time on a ticket; its client never sees the time tab', async ({ page, request }) => {
  const clientToken = await apiToken(request, ticketUsers.cliente);
  const ticket = await createTicketByApi(request, clientToken, `Impresora sin tóner ${Date.now().toString(36)}`);
  const heading = page.getByRole('heading', { name: `Detalle de ticket ${ticket.id}` });

  await signIn(page, ticketUsers.agente);
  await page.goto(`/ticket/${ticket.id}`);
  await expect(heading).toBeVisible();
  await openTab(page, 'Tiempo');
  await expect(page.getByText('Sin tiempo registrado')).toBeVisible();
  await expect(page.getByText('Tiempo registrado: 0 min')).toBeVisible();

  await page.getByRole('button', { name: 'Registrar tiempo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar tiempo' });
  await dialog.getByRole('spinbutton', { name: 'Minutos' }).fill('45');
  await dialog.getByRole('textbox', { name: 'Nota' }).fill(NOTE);
  await dialog.getByRole('checkbox', { name: 'Facturable' }).check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('list', { name: 'Tiempo registrado' }).getByRole('listitem').filter({ hasText: NOTE });
  await expect(row).toContainText(`45 min · ${todayShown()} · ${ticketUsers.agente.displayName}`);
  await expect(row.getByText('Facturable', { exact: true })).toBeVisible();
  await expect(page.getByText('Tiempo registrado: 45 min')).toBeVisible();
  await expect(page.getByText('En este ticket: 45 min · Facturable: 45 min')).toBeVisible();

  await signOut(page);
  await signIn(page, ticketUsers.cliente);
  await page.goto(`/ticket/${ticket.id}`);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Historial', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tiempo', exact: true })).toHaveCount(0);
  await expect(page.getByText(/Tiempo registrado/)).toHaveCount(0);
});
