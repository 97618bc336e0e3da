// Automations (docs/product/automations.md) as people use them: the administrator writes a trigger as a sentence on
// 'Automatizaciones' and, moments after a client's save, the agent finds its internal note, its severity and its
// history entry on the ticket; an agent applies a macro to two selected tickets of a list with 'Aplicar macro'.
// Each journey deactivates its rule at the end: the journeys share one server and database.
import { automationMessages, messages, type Ticket } from '@tms/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiToken, uniqueName } from './support/api';
import { automationByCode, automationRuns, createMacro, deactivateAutomation } from './support/automations-api';
import { choose, expectBannerAfter, field, openCatalogue } from './support/catalogues-screens';
import { demoUsers } from './support/demo-users';
import { createTicket } from './support/finding-api';
import { dataRows } from './support/finding-screens';
import { signIn } from './support/sign-in';
import { discussion, openTab, signedInPage } from './support/tickets-screen';

/** The note shown in the ticket's discussion, marked as an internal note. */
const internalNote = (page: Page, text: string) => discussion(page).getByRole('listitem').filter({ hasText: text });

async function addAction(page: Page, label: string) {
  await page.getByRole('button', { name: 'Agregar acción' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

test('a trigger built on the screen acts on a new ticket moments after the save', async ({ page, browser, request }) => {
  const adminToken = await apiToken(request, demoUsers.admin);
  const word = uniqueName('Tintero');
  const code = `Tinta ${word}`;
  const note = `Revisar el tintero ${word} primero.`;

  await signIn(page, demoUsers.admin);
  await openCatalogue(page, 'Automatizaciones');
  await page.getByRole('button', { name: 'Agregar automatización' }).click();
  await field(page, 'Código').fill(code);
  await field(page, 'Descripción').fill('Sube la severidad de los tickets de tinta');
  await page.getByRole('checkbox', { name: 'Se crea un ticket' }).check();
  await field(page, 'El asunto contiene').fill(word);
  await addAction(page, 'Agregar nota interna');
  await field(page.getByRole('region', { name: 'Acción 1' }), 'Nota interna').fill(note);
  await addAction(page, 'Cambiar severidad');
  await choose(page.getByRole('region', { name: 'Acción 2' }), 'Severidad', 'Alta');
  await expectBannerAfter(page, messages.operationSuccess, () =>
    page.getByRole('button', { name: 'Guardar', exact: true }).click(),
  );
  await expect(page.getByRole('heading', { level: 1, name: `Automatización: ${code}` })).toBeVisible();
  const rule = await automationByCode(request, adminToken, code);

  try {
    // Soporte TI / Correo electrónico: agente is its responsible.
    const ticket = await createTicket(request, await apiToken(request, demoUsers.cliente), `Sin ${word} en la impresora`);
    // The worker wakes up when the save commits: the run is recorded within seconds, not at its next interval.
    await expect
      .poll(async () => (await automationRuns(request, adminToken, rule.id)).map((run) => [run.ticketId, run.result]))
      .toEqual([[ticket.id, 'done']]);

    const agent = await signedInPage(browser, demoUsers.agente);
    await agent.goto(`/ticket/${ticket.id}`);
    await expect(internalNote(agent, note)).toHaveAccessibleName('Nota interna');
    await expect(agent.getByRole('combobox', { name: 'Severidad' })).toHaveText('Alta');
    await openTab(agent, 'Historial');
    const byRule = agent
      .getByRole('list', { name: 'Historial' })
      .getByRole('listitem')
      .filter({ hasText: `${automationMessages.ruleAuthor(code)} ·` });
    await expect(byRule).toHaveCount(1);
    // The history names the severity field 'Prioridad'.
    await expect(byRule).toContainText('Prioridad: Baja → Alta');
    await agent.context().close();
  } finally {
    await deactivateAutomation(request, adminToken, rule.id);
  }
});

test('an agent applies a macro to two selected tickets from the received list', async ({ page, request }) => {
  const adminToken = await apiToken(request, demoUsers.admin);
  const clientToken = await apiToken(request, demoUsers.cliente);
  const run = uniqueName('Macro');
  const note = `Macro aplicada ${run}.`;
  const macro = await createMacro(request, adminToken, `Revisar ${run}`, [{ type: 'addNote', message: note }]);

  try {
    // Both go to agente, the responsible of Soporte TI / Correo electrónico; the latest changes come first.
    const tickets: Ticket[] = [];
    for (const n of [1, 2]) tickets.push(await createTicket(request, clientToken, `${run} ticket ${n}`));

    await signIn(page, demoUsers.agente);
    await page.goto('/received-tickets');
    const grid = page.getByRole('grid', { name: 'Tickets recibidos' });
    for (const ticket of tickets) {
      const row = dataRows(grid).filter({ hasText: ticket.subject });
      await expect(row).toBeVisible();
      await row.getByRole('checkbox').check();
    }
    await expect(page.getByText('2 seleccionados')).toBeVisible();

    await page.getByRole('button', { name: 'Aplicar macro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aplicar macro' });
    await expect(dialog.getByText('A cada uno de los 2 tickets seleccionados se le aplicará la macro que elija.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Macro' }).fill(macro.code);
    await page.getByRole('option', { name: macro.code, exact: true }).click();
    await dialog.getByRole('button', { name: 'Aplicar' }).click();

    const result = page.getByRole('dialog', { name: 'Resultado' });
    await expect(result.getByText('2 tickets con la macro aplicada')).toBeVisible();
    await result.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('2 seleccionados')).toBeHidden();

    await page.goto(`/ticket/${tickets[0].id}`);
    await expect(internalNote(page, note)).toHaveAccessibleName('Nota interna');
  } finally {
    await deactivateAutomation(request, adminToken, macro.id);
  }
});
