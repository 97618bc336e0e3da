// The ticket screen (/ticket, /ticket/{id}): a client creates a ticket, the agent it is routed to works it with a
// required task done by the supervisor, tickets are related, the report is printed and the history tells it all.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { ticketMessages } from '@tms/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiToken } from './support/api';
import { saveScreen } from './support/screens';
import { mainMenu, signIn } from './support/sign-in';
import { createTicketByApi, getReportByApi, getTicketByApi } from './support/tickets-api';
import {
  banner,
  choose,
  fillNewTicket,
  openTab,
  pick,
  richText,
  save,
  screenTab,
  signedInPage,
  summary,
  ticketIdOf,
  ticketUsers,
} from './support/tickets-screen';

test.describe.configure({ mode: 'serial' });

/** How wide an image rendered, 0 while it has not loaded (or failed to). */
const loadedWidth = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).naturalWidth);

const ATTACHMENT = {
  name: 'factura-impresora.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Factura de la impresora HP 401'),
};
const SECOND_FILE = { name: 'segunda-evidencia.txt', mimeType: 'text/plain', buffer: Buffer.from('Otra evidencia') };
// A 1x1 PNG for the rich-text image upload.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let ticketId = 0;
const subject = `Impresora atascada ${Date.now().toString(36)}`;

async function addAttachment(page: Page, file: typeof ATTACHMENT) {
  await openTab(page, 'Archivos adjuntos');
  await page.getByLabel('Archivo adjunto').setInputFiles(file);
  await expect(
    page.getByRole('list', { name: 'Archivos adjuntos' }).getByRole('listitem').filter({ hasText: file.name }),
  ).toBeVisible();
}

test('a client creates a ticket with an attachment and a picture in the detail', async ({ page }) => {
  await signIn(page, ticketUsers.cliente);
  await mainMenu(page).getByRole('link', { name: 'Crear ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo ticket' })).toBeVisible();
  // A client sees neither relations nor subscribers, keeps their own branch and cannot pick the responsible.
  await expect(page.getByRole('tab')).toHaveText(['Detalles', 'Archivos adjuntos']);
  await expect(page.getByRole('combobox', { name: 'Suscriptores' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Sucursal' })).toHaveText('Sucursal Guadalajara');
  await expect(page.getByRole('combobox', { name: 'Severidad' })).toHaveText('Baja');
  await expect(page.getByRole('combobox', { name: 'Subcategoria' })).toHaveAttribute('aria-disabled', 'true');
  await saveScreen(page, 'ticket-new-empty');

  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  for (const message of [
    ticketMessages.subjectRequired,
    ticketMessages.detailRequired,
    ticketMessages.categoryRequired,
    ticketMessages.subCategoryRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Asunto' }).fill('x'.repeat(101));
  await expect(page.getByText(ticketMessages.subjectMax, { exact: true })).toBeVisible();

  await fillNewTicket(page, subject, 'La impresora del piso 2 atasca el papel en la bandeja 2.');
  await page
    .getByLabel('Imagen para insertar')
    .first()
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(richText(page, 'Detalles').locator('img[src^="/api/images/"]')).toHaveCount(1);
  // The image loads: its address is signed for this reader and session.
  await expect.poll(() => loadedWidth(richText(page, 'Detalles').locator('img'))).toBeGreaterThan(0);
  // Above the company's FileAttachmentSize (10 MB in the demo data) a file is refused before it is sent.
  await openTab(page, 'Archivos adjuntos');
  await expect(page.getByText('Sin archivos adjuntos')).toBeVisible();
  await page
    .getByLabel('Archivo adjunto')
    .setInputFiles({ name: 'enorme.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(page.locator('.MuiAlert-root').filter({ hasText: ticketMessages.attachmentLimit(10) })).toBeVisible();
  await expect(page.getByText('Sin archivos adjuntos')).toBeVisible();
  await addAttachment(page, ATTACHMENT);
  await expect(page.getByText('Sin guardar', { exact: true })).toBeVisible();
  await saveScreen(page, 'ticket-new-attachments');
  await openTab(page, 'Detalles');
  await saveScreen(page, 'ticket-new-filled');

  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page).toHaveURL(/\/ticket\/\d+$/);
  ticketId = ticketIdOf(page);
  await expect(page.getByRole('heading', { name: `Detalle de ticket ${ticketId}` })).toBeVisible();
  // Routed to the agent of the client's branch for Impresoras; a client cannot change the status.
  await expect(summary(page)).toContainText('Ana Agente');
  await expect(summary(page)).toContainText('Expira');
  await expect(page.getByRole('combobox', { name: 'Estatus' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('img', { name: `Código QR del ticket ${ticketId}` })).toBeVisible();
  await expect.poll(() => loadedWidth(richText(page, 'Detalles').locator('img[src^="/api/images/"]'))).toBeGreaterThan(0);

  await openTab(page, 'Archivos adjuntos');
  const file = page.getByRole('list', { name: 'Archivos adjuntos' }).getByRole('listitem').filter({ hasText: ATTACHMENT.name });
  await expect(file).toBeVisible();
  await expect(page.getByText('Sin guardar', { exact: true })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await file.getByRole('link', { name: ATTACHMENT.name }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(ATTACHMENT.name);
  expect(fs.readFileSync(await download.path()).toString()).toBe(ATTACHMENT.buffer.toString());

  // A second file added and then removed, each saved: both show in the history later.
  await addAttachment(page, SECOND_FILE);
  await save(page);
  await openTab(page, 'Archivos adjuntos');
  await page.getByRole('button', { name: `Quitar ${SECOND_FILE.name}` }).click();
  await expect(page.getByText(SECOND_FILE.name)).toHaveCount(0);
  await save(page);
  await expect(page.getByRole('list', { name: 'Archivos adjuntos' }).getByRole('listitem')).toHaveCount(1);
});

test('the agent works the ticket: status, the required task, and closing only after the child is done', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const agent = await signedInPage(browser, ticketUsers.agente);
  await agent.goto(`/ticket/${ticketId}`);
  await expect(agent.getByRole('heading', { name: `Detalle de ticket ${ticketId}` })).toBeVisible();
  await expect(agent.getByRole('tab')).toHaveText([
    'Detalles',
    'Archivos adjuntos',
    'Relaciones',
    'Historial',
    'Tareas',
    'Tiempo',
  ]);

  await choose(agent, 'Estatus', 'En progreso');
  await richText(agent, 'Nuevo mensaje').fill('Voy en camino a revisar la impresora.');
  await save(agent);
  await expect(summary(agent).getByText('En progreso')).toBeVisible();
  const discussion = agent.getByRole('region', { name: 'Discusión' });
  await expect(discussion).toContainText('Ana Agente');
  await expect(discussion).toContainText('Voy en camino a revisar la impresora.');
  await expect(discussion).toContainText(/hace/);
  await expect(richText(agent, 'Nuevo mensaje')).toHaveText('');
  await saveScreen(agent, 'ticket-existing-discussion-qr');

  await openTab(agent, 'Tareas');
  const task = agent.getByRole('group', { name: 'Tarea Revisión técnica' });
  await expect(task).toContainText('Requerida');
  await expect(task).toContainText('Pendiente');
  await task.getByRole('textbox', { name: 'Notas' }).fill('Revisar rodillos');
  await agent.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(task.getByText(ticketMessages.taskRealizedByRequired)).toBeVisible();
  await pick(task, 'Responsable de la tarea', 'super', /Sergio Supervisor/);
  await agent.keyboard.press('ControlOrMeta+s');
  const childLink = task.getByRole('link', { name: /Ticket hijo #\d+/ });
  await expect(childLink).toBeVisible();
  const childId = Number((await childLink.textContent())?.replace(/\D/g, ''));
  await screenTab(agent, 'ticket-tab-tasks');
  await openTab(agent, 'Relaciones');
  await expect(agent.getByRole('list', { name: 'Relaciones' })).toContainText(`#${childId}`);
  await expect(agent.getByRole('list', { name: 'Relaciones' })).toContainText('Hijo');
  await screenTab(agent, 'ticket-tab-relations');

  await openTab(agent, 'Detalles');
  await choose(agent, 'Estatus', 'Finalizado');
  await agent.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(banner(agent, ticketMessages.requiredTaskOpen('Revisión técnica'))).toBeVisible();
  expect((await getTicketByApi(request, await apiToken(request, ticketUsers.agente), ticketId)).statusId).toBe(2);

  const supervisor = await signedInPage(browser, ticketUsers.supervisor);
  await supervisor.goto(`/ticket/${childId}`);
  await expect(supervisor.getByRole('heading', { name: `Detalle de ticket ${childId}` })).toBeVisible();
  // A ticket created from a task has no tasks tab; its parent shows in its relations.
  await expect(supervisor.getByRole('tab', { name: 'Tareas' })).toHaveCount(0);
  await openTab(supervisor, 'Relaciones');
  await expect(supervisor.getByRole('list', { name: 'Relaciones' })).toContainText(`#${ticketId}`);
  await openTab(supervisor, 'Detalles');
  await choose(supervisor, 'Estatus', 'Finalizado');
  await save(supervisor);
  await expect(summary(supervisor).getByText('Finalizado')).toBeVisible();
  // Anyone who sees a ticket may follow it.
  await supervisor.goto(`/ticket/${ticketId}`);
  await supervisor.getByRole('button', { name: 'Seguir', exact: true }).click();
  await expect(supervisor.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();
  await expect(supervisor.getByRole('combobox', { name: 'Suscriptores' }).locator('..')).toContainText('Sergio Supervisor');
  await supervisor.context().close();

  await agent.getByRole('button', { name: 'Refrescar' }).click();
  await openTab(agent, 'Tareas');
  await expect(task).toContainText('Terminada');
  await openTab(agent, 'Detalles');
  await choose(agent, 'Estatus', 'Finalizado');
  await save(agent);
  await expect(summary(agent).getByText('Finalizado')).toBeVisible();
  await expect(summary(agent)).toContainText('Cerrado');
  await agent.context().close();
});

test('relating an existing ticket and creating new related ones from the relations dialog', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ticketUsers.agente);
  const main = await createTicketByApi(request, token, `Red caída ${Date.now().toString(36)}`);
  const other = await createTicketByApi(request, token, `Cable dañado ${Date.now().toString(36)}`);
  const page = await signedInPage(browser, ticketUsers.agente);
  await page.goto(`/ticket/${main.id}`);
  await openTab(page, 'Relaciones');
  await expect(page.getByText('Sin relaciones')).toBeVisible();

  await page.getByRole('button', { name: 'Relacionar ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Relacionar Ticket' });
  await dialog.getByRole('button', { name: 'Relacionar' }).click();
  await expect(banner(page, ticketMessages.selectTicket)).toBeVisible();
  // The picker never offers this ticket itself.
  await dialog.getByRole('combobox', { name: 'Ticket' }).click();
  await expect(page.getByText('Escribe para buscar opciones')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Ticket' }).fill(main.subject);
  await expect(page.getByText('No hay opciones')).toBeVisible();
  await pick(dialog, 'Ticket', String(other.id), new RegExp(`^#${other.id} `));
  await saveScreen(page, 'ticket-relate-dialog');
  await dialog.getByRole('button', { name: 'Relacionar' }).click();
  await expect(dialog).toBeHidden();
  const relations = page.getByRole('list', { name: 'Relaciones' });
  await expect(relations.getByRole('listitem').filter({ hasText: `#${other.id}` })).toContainText('Hijo');
  await save(page);
  expect((await getTicketByApi(request, token, other.id)).parentId).toBe(main.id);

  // A new ticket as the parent: created in the modal with the title as subject, then linked on save.
  await openTab(page, 'Relaciones');
  await page.getByRole('button', { name: 'Relacionar ticket' }).click();
  await choose(dialog, 'Origen', 'Ticket nuevo');
  await choose(dialog, 'Relación', 'Padre');
  await dialog.getByRole('textbox', { name: 'Título' }).fill('Falla general de red');
  await dialog.getByRole('button', { name: 'Relacionar' }).click();
  const modal = page.getByRole('dialog', { name: 'Crear ticket relacionado' });
  await expect(modal.getByRole('heading', { name: 'Nuevo ticket' })).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Falla general de red');
  await choose(modal, 'Categoria', 'Soporte TI');
  await choose(modal, 'Subcategoria', 'Correo electrónico');
  await richText(modal, 'Detalles').fill('Sin red en todo el edificio.');
  await saveScreen(page, 'ticket-create-related-modal');
  await modal.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/ticket/${main.id}$`));
  const parentRow = relations.getByRole('listitem').filter({ hasText: 'Falla general de red' });
  await expect(parentRow).toContainText('Padre');
  await save(page);
  const saved = await getTicketByApi(request, token, main.id);
  expect(saved.parent?.subject).toBe('Falla general de red');

  // Only one parent.
  await openTab(page, 'Relaciones');
  await page.getByRole('button', { name: 'Relacionar ticket' }).click();
  await choose(dialog, 'Relación', 'Padre');
  await dialog.getByRole('button', { name: 'Relacionar' }).click();
  await expect(banner(page, ticketMessages.onlyOneParent)).toBeVisible();

  // A new ticket as a child is created already linked to this one.
  await choose(dialog, 'Origen', 'Ticket nuevo');
  await choose(dialog, 'Relación', 'Hijo');
  await dialog.getByRole('textbox', { name: 'Título' }).fill('Revisar switch del piso 3');
  await dialog.getByRole('button', { name: 'Relacionar' }).click();
  await expect(modal.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Revisar switch del piso 3');
  await openTab(modal, 'Relaciones');
  await expect(modal.getByRole('list', { name: 'Relaciones' })).toContainText(`#${main.id}`);
  await openTab(modal, 'Detalles');
  await choose(modal, 'Categoria', 'Soporte TI');
  await choose(modal, 'Subcategoria', 'Impresoras');
  await richText(modal, 'Detalles').fill('Switch con luces apagadas.');
  await modal.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(modal).toBeHidden();
  const childRow = relations.getByRole('listitem').filter({ hasText: 'Revisar switch del piso 3' });
  await expect(childRow).toContainText('Hijo');
  const childId = Number(/#(\d+)/.exec((await childRow.textContent()) ?? '')?.[1]);
  expect((await getTicketByApi(request, token, childId)).parentId).toBe(main.id);

  // Removing a relation only changes the form until saved.
  await page.getByRole('button', { name: `Quitar relación con #${other.id}` }).click();
  await expect(relations.getByText(`#${other.id}`)).toHaveCount(0);
  expect((await getTicketByApi(request, token, other.id)).parentId).toBe(main.id);
  await save(page);
  expect((await getTicketByApi(request, token, other.id)).parentId).toBeNull();
  await openTab(page, 'Relaciones');
  await expect(relations.getByRole('listitem')).toHaveCount(2);
  await page.context().close();
});

test('a stale save is refused with the conflict message and Refrescar; an unknown ticket goes home', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, ticketUsers.agente);
  const ticket = await createTicketByApi(request, token, `Monitor parpadea ${Date.now().toString(36)}`);
  const first = await signedInPage(browser, ticketUsers.agente);
  const second = await signedInPage(browser, ticketUsers.agente);
  await first.goto(`/ticket/${ticket.id}`);
  await second.goto(`/ticket/${ticket.id}`);
  await first.getByRole('textbox', { name: 'Asunto' }).fill('Monitor parpadea (revisado)');
  await save(first);

  await second.getByRole('textbox', { name: 'Asunto' }).fill('Monitor parpadea (otra versión)');
  await second.getByRole('button', { name: 'Guardar', exact: true }).click();
  const conflict = second.locator('.MuiAlert-root').filter({ hasText: ticketMessages.staleTicket });
  await expect(conflict).toBeVisible();
  await saveScreen(second, 'ticket-conflict');
  await conflict.getByRole('button', { name: 'Refrescar' }).click();
  await expect(conflict).toBeHidden();
  await expect(second.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Monitor parpadea (revisado)');

  await second.goto('/ticket/999999');
  await expect(second).not.toHaveURL(/\/ticket\//);
  await first.context().close();
  await second.context().close();
});

const REPORT_PDF = 'test-results/ticket-report.pdf';

/** What a poppler tool (poppler-utils, like pdftoppm) prints to its standard output. */
const poppler = (tool: 'pdffonts' | 'pdftotext', ...args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });

/** The words of the report's first page with their boxes, in reading order (`pdftotext -bbox`). */
const reportWords = () =>
  [
    ...poppler('pdftotext', '-bbox', '-f', '1', '-l', '1', REPORT_PDF, '-').matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    ),
  ].map(([, xMin, yMin, xMax, text]) => ({ text, xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax) }));

test('Imprimir opens the PDF report and the history shows every change', async ({ page, request }) => {
  await signIn(page, ticketUsers.agente);
  await page.goto(`/ticket/${ticketId}`);
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const report = await opening;
  await expect(report).toHaveTitle(`ticketreport-${ticketId}.pdf`);
  await expect(report.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await report.close();

  const pdf = await getReportByApi(request, await apiToken(request, ticketUsers.agente), ticketId);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync(REPORT_PDF, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', REPORT_PDF, 'test-results/ticket-report']);
  expect(fs.readFileSync('test-results/ticket-report.png').subarray(1, 4).toString()).toBe('PNG');
  // Every font is embedded, so a viewer (Chromium's too) lays the text out as the server did: no 'Estatus:nicial'.
  const fontRows = poppler('pdffonts', REPORT_PDF).trim().split('\n').slice(2);
  expect(fontRows.length).toBeGreaterThan(0);
  for (const row of fontRows) expect(row).toMatch(/CID TrueType +Identity-H +yes /);
  const words = reportWords();
  const label = words.findIndex((word) => word.text === 'Estatus:');
  expect(label).toBeGreaterThanOrEqual(0);
  expect(words[label + 1].yMin).toBe(words[label].yMin);
  expect(words[label + 1].xMin - words[label].xMax).toBeGreaterThan(1);

  await openTab(page, 'Historial');
  const history = page.getByRole('list', { name: 'Historial' });
  await expect(history).toBeVisible();
  expect(await history.evaluate((list) => list.getBoundingClientRect().height)).toBe(600);
  for (const line of [
    'Carla Cliente · Creó el ticket',
    `Agregó archivo: ${SECOND_FILE.name}`,
    `Eliminó archivo: ${SECOND_FILE.name}`,
    'Estatus: Inicial → En progreso',
    'Estatus: En progreso → Finalizado',
    'Tarea: (vacío) → Sergio Supervisor',
  ]) {
    await expect(history.getByText(line)).toBeVisible();
  }
  await expect(history.getByText(/^Hijos: \(vacío\) → Revisión técnica: /)).toBeVisible();
  await screenTab(page, 'ticket-tab-history');

  await openTab(page, 'Archivos adjuntos');
  await screenTab(page, 'ticket-tab-attachments');
  await openTab(page, 'Detalles');
  await screenTab(page, 'ticket-tab-details-closed');
});
