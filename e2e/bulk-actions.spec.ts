// The agent's workspace on the ticket lists (docs/product/tickets.md#bulk-actions): a supervisor narrows the created
// list with a quick filter kept in the address, selects two tickets and reassigns them; the server refuses the
// finished one and the screen says why. Then the keyboard: j moves to a row, Enter opens it, '?' lists the shortcuts.
import type { APIRequestContext } from '@playwright/test';
import type { Ticket } from '@tms/contracts';
import { expect, test } from './support/test';
import { apiToken, createUserAsAdmin, uniqueName } from './support/api';
import { demoUsers } from './support/demo-users';
import { demoSubCategories, findingUsers, setTicketStatus } from './support/finding-api';
import { chooseOption, dataRows } from './support/finding-screens';
import { saveScreen } from './support/screens';
import { signIn } from './support/sign-in';

const CRITICAL = { id: 4, label: 'Crítica' };

async function createCriticalTicket(request: APIRequestContext, token: string, subject: string): Promise<Ticket> {
  const { categoryId, subCategoryId } = demoSubCategories.correo;
  const response = await request.post('/api/workitems', {
    headers: { Authorization: `Bearer ${token}` },
    data: { subject, detail: `<p>${subject}</p>`, categoryId, subCategoryId, severityId: CRITICAL.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

const ticketOf = async (request: APIRequestContext, token: string, id: number): Promise<Ticket> =>
  (await (await request.get(`/api/workitems/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data;

test('a supervisor filters the created list, reassigns two selected tickets and sees the one refused', async ({
  page,
  request,
}) => {
  const supervisorToken = await apiToken(request, findingUsers.supervisor);
  const agentToken = await apiToken(request, findingUsers.agente);
  const prefix = uniqueName('Masivo');
  // A responsible of its own, so the notifications of the reassignment reach nobody another journey counts.
  const responsible = {
    userName: uniqueName('resp'),
    displayName: `Responsable ${prefix}`,
    email: `${uniqueName('resp')}@example.com`,
    password: 'Responsable123!',
  };
  await createUserAsAdmin(request, await apiToken(request, demoUsers.admin), responsible);
  // Both go to agente (owner of 'Correo electrónico'); agente finishes the second one.
  const open = await createCriticalTicket(request, supervisorToken, `${prefix} abierto`);
  const finished = await createCriticalTicket(request, supervisorToken, `${prefix} finalizado`);
  await setTicketStatus(request, agentToken, finished.id, 3);

  await signIn(page, findingUsers.supervisor);
  await page.goto('/sent-tickets');
  const grid = page.getByRole('grid', { name: 'Tickets creados' });
  await expect(dataRows(grid).first()).toBeVisible();
  await chooseOption(page, 'Severidad', CRITICAL.label);
  await expect(page).toHaveURL(new RegExp(`/sent-tickets\\?severityId=${CRITICAL.id}$`));

  // The latest changes come first: both new tickets are on the first page of the filtered list.
  const rowOf = (ticket: Ticket) => dataRows(grid).filter({ hasText: ticket.subject });
  await expect(rowOf(open)).toBeVisible();
  await expect(rowOf(finished)).toBeVisible();
  await rowOf(open).getByRole('checkbox').check();
  await rowOf(finished).getByRole('checkbox').check();
  await expect(page.getByText('2 seleccionados')).toBeVisible();
  await saveScreen(page, 'bulk-actions-selected');

  await page.getByRole('button', { name: 'Reasignar', exact: true }).click();
  const choose = page.getByRole('dialog', { name: 'Reasignar tickets' });
  await choose.getByRole('combobox', { name: 'Responsable' }).fill(responsible.displayName);
  await page.getByRole('option', { name: `${responsible.displayName} (${responsible.userName})` }).click();
  await choose.getByRole('button', { name: 'Reasignar' }).click();

  const result = page.getByRole('dialog', { name: 'Resultado' });
  await expect(result.getByText('1 ticket reasignado')).toBeVisible();
  const refused = result.getByRole('list', { name: 'Tickets no cambiados' }).getByRole('listitem');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(`#${finished.id}`);
  await expect(refused).toContainText('El ticket está finalizado.');
  await saveScreen(page, 'bulk-actions-result');
  await result.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('2 seleccionados')).toBeHidden();

  // Lasting state: the open ticket has the new responsible; the finished one kept its own.
  expect((await ticketOf(request, supervisorToken, open.id)).assignedToName).toBe(responsible.displayName);
  expect((await ticketOf(request, supervisorToken, finished.id)).assignedTo).toBe(finished.assignedTo);
  await expect(page).toHaveURL(new RegExp(`severityId=${CRITICAL.id}$`));

  // Keyboard: '?' lists the shortcuts; j focuses the first row and Enter opens it.
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Atajos de teclado' });
  await expect(shortcuts.getByText('Enviar mensaje (en el ticket)')).toBeVisible();
  await shortcuts.getByRole('button', { name: 'Cerrar' }).click();
  await expect(shortcuts).toBeHidden();
  await page.keyboard.press('j');
  const first = dataRows(grid).first();
  await expect(first).toHaveClass(/row-keyboard-focused/);
  const firstId = await first.getAttribute('data-id');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ticket/${firstId}$`));
});
