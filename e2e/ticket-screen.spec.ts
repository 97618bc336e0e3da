// The ticket screen on a phone and at a desk: the actions stay on screen and no banner covers them, following can be
// undone, unsaved edits are never lost silently, the menu marks only the screen shown, and an overdue ticket says so.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiToken } from './support/api';
import { saveScreen } from './support/screens';
import { mainMenu, signIn, signOut, userMenuButton } from './support/sign-in';
import { createTicketByApi, getTicketByApi } from './support/tickets-api';
import { ticketMessages } from '@tms/contracts';
import { choose, openTab, richText, save, summary, ticketUsers, unsavedMark } from './support/tickets-screen';

const actions = (page: Page) => page.getByRole('group', { name: 'Acciones del ticket' });

async function newTicket(request: Parameters<typeof apiToken>[0], subject: string) {
  const token = await apiToken(request, ticketUsers.agente);
  return { token, ticket: await createTicketByApi(request, token, `${subject} ${Date.now().toString(36)}`) };
}

async function openTicket(page: Page, id: number) {
  await page.goto(`/ticket/${id}`);
  await expect(page.getByRole('heading', { name: `Detalle de ticket ${id}` })).toBeVisible();
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every button of the ticket's actions and of the top bar, with where it is. */
async function actionBoxes(page: Page) {
  const buttons: Locator[] = [
    ...(await actions(page).getByRole('button').all()),
    ...(await page.getByRole('banner').getByRole('button').all()),
    ...(await page.getByRole('banner').getByRole('link').all()),
  ];
  const boxes = [];
  for (const button of buttons) {
    const box = await button.boundingBox();
    if (box) boxes.push({ name: (await button.getAttribute('aria-label')) ?? (await button.innerText()), box });
  }
  return boxes;
}

async function expectBannersClearOfActions(page: Page) {
  const shown = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(shown.first()).toBeVisible();
  const targets = await actionBoxes(page);
  for (const alert of await shown.all()) {
    const box = await alert.boundingBox();
    if (!box) continue;
    for (const target of targets) expect(overlaps(box, target.box), `a banner covers ${target.name}`).toBe(false);
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px the actions stay on screen and banners never cover them`, async ({ browser, request }) => {
    const { ticket } = await newTicket(request, 'Teclado sin respuesta');
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, ticketUsers.agente);
    await openTicket(page, ticket.id);

    // Nothing scrolls sideways and every action is inside the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    for (const name of ['Seguir', 'Imprimir', 'Refrescar', 'Guardar']) {
      const box = await actions(page).getByRole('button', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(viewport.width);
    }
    await saveScreen(page, `ticket-actions-${viewport.width}`);

    // Seguir, then Guardar: two banners at once, neither on an action nor on the top bar.
    await actions(page).getByRole('button', { name: 'Seguir', exact: true }).click();
    await expect(actions(page).getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Asunto' }).fill(`${ticket.subject} (revisado)`);
    await save(page);
    await expectBannersClearOfActions(page);
    await saveScreen(page, `ticket-banners-${viewport.width}`);
    await context.close();
  });
}

test('following can be undone with Dejar de seguir', async ({ page, request }) => {
  const { ticket } = await newTicket(request, 'Proyector sin imagen');
  const supervisorToken = await apiToken(request, ticketUsers.supervisor);
  await signIn(page, ticketUsers.supervisor);
  await openTicket(page, ticket.id);
  const subscribers = page.getByRole('combobox', { name: 'Suscriptores' }).locator('..');

  await actions(page).getByRole('button', { name: 'Seguir', exact: true }).click();
  await expect(actions(page).getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();
  await expect(subscribers).toContainText('Sergio Supervisor');
  expect((await getTicketByApi(request, supervisorToken, ticket.id)).isFollowing).toBe(true);

  await actions(page).getByRole('button', { name: 'Dejar de seguir' }).click();
  await expect(actions(page).getByRole('button', { name: 'Seguir', exact: true })).toBeVisible();
  await expect(subscribers).not.toContainText('Sergio Supervisor');
  expect((await getTicketByApi(request, supervisorToken, ticket.id)).isFollowing).toBe(false);
});

test('leaving a ticket with unsaved edits asks first, in the app and when closing the tab', async ({ page, request }) => {
  const { ticket } = await newTicket(request, 'Silla rota');
  await signIn(page, ticketUsers.agente);
  await openTicket(page, ticket.id);
  await expect(unsavedMark(page)).toHaveCount(0);

  // A typed message is an unsaved edit: the menu asks before leaving, and staying keeps it.
  await richText(page, 'Nuevo mensaje').fill('Mañana cambio la silla.');
  await expect(unsavedMark(page)).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  const question = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(question).toBeVisible();
  await saveScreen(page, 'ticket-leave-question');
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/ticket/${ticket.id}$`));
  await expect(richText(page, 'Nuevo mensaje')).toHaveText('Mañana cambio la silla.');

  // Signing out asks too: staying keeps the message and the session.
  await signOut(page);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(new RegExp(`/ticket/${ticket.id}$`));
  await expect(richText(page, 'Nuevo mensaje')).toHaveText('Mañana cambio la silla.');
  await expect(userMenuButton(page)).toBeVisible();

  // Closing the tab gets the browser's own question.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test('leaving without saving, and saving, both end the question', async ({ page, request }) => {
  const { ticket, token } = await newTicket(request, 'Lámpara fundida');
  await signIn(page, ticketUsers.agente);
  await openTicket(page, ticket.id);

  // A changed field: leaving on purpose loses it.
  await page.getByRole('textbox', { name: 'Asunto' }).fill('Lámpara fundida (cambiada)');
  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('dialog', { name: '¿Salir sin guardar?' }).getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await getTicketByApi(request, token, ticket.id)).subject).toBe(ticket.subject);

  // Signing out from unsaved edits, on purpose, ends the session.
  await openTicket(page, ticket.id);
  await page.getByRole('textbox', { name: 'Asunto' }).fill('Lámpara fundida (sin guardar)');
  await signOut(page);
  await page.getByRole('dialog', { name: '¿Salir sin guardar?' }).getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, ticketUsers.agente);

  // Saved edits leave without a question.
  await openTicket(page, ticket.id);
  await page.getByRole('textbox', { name: 'Asunto' }).fill('Lámpara fundida (guardada)');
  await save(page);
  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await getTicketByApi(request, token, ticket.id)).subject).toBe('Lámpara fundida (guardada)');
});

test('the menu highlights Crear ticket only on the new-ticket screen', async ({ page, request }) => {
  const { ticket } = await newTicket(request, 'Monitor con rayas');
  await signIn(page, ticketUsers.agente);
  const createLink = mainMenu(page).getByRole('link', { name: 'Crear ticket' });
  await createLink.click();
  await expect(createLink).toHaveAttribute('aria-current', 'page');
  await openTicket(page, ticket.id);
  await expect(createLink).not.toHaveAttribute('aria-current', 'page');
});

test('the deadline counts working time, and an overdue ticket that is not finalised shows Vencido', async ({ page, request }) => {
  const { ticket } = await newTicket(request, 'Fuga de agua');
  expect(ticket.expireDate).not.toBeNull();
  await signIn(page, ticketUsers.agente);
  await openTicket(page, ticket.id);
  await expect(summary(page).getByText('Vencido', { exact: true })).toHaveCount(0);
  // The demo's default calendar counts the deadline in working time.
  await expect(summary(page).getByText(/\(hábil\)$/)).toBeVisible();

  // The browser's clock a year ahead: the expiry is behind it.
  await page.clock.setFixedTime(new Date(Date.now() + 365 * 24 * 3600 * 1000));
  await page.reload();
  await expect(summary(page).getByText('Vencido', { exact: true })).toBeVisible();
  await saveScreen(page, 'ticket-overdue');
});

test("the attachments tab shows the sub-category's rules and refuses a file that matches none", async ({ page }) => {
  await signIn(page, ticketUsers.agente);
  await page.goto('/ticket');
  await choose(page, 'Categoria', 'Soporte TI');
  await choose(page, 'Subcategoria', 'Accesos');
  await openTab(page, 'Archivos adjuntos');
  await expect(page.getByRole('list', { name: /Esta subcategoría acepta/ })).toHaveText(
    'Archivo .pdf, hasta 5 MB, cualquier nombre',
  );
  await expect(page.getByLabel('Archivo adjunto')).toHaveAttribute('accept', '.pdf');

  await page
    .getByLabel('Archivo adjunto')
    .setInputFiles({ name: 'reporte.txt', mimeType: 'text/plain', buffer: Buffer.from('Reporte de accesos') });
  const refusal = page.locator('.MuiAlert-root').filter({ hasText: ticketMessages.attachmentRuleMismatch('reporte.txt') });
  await expect(refusal).toBeVisible();
  await expect(page.getByText('Sin archivos adjuntos')).toBeVisible();
  await saveScreen(page, 'ticket-attachment-rules');

  await page
    .getByLabel('Archivo adjunto')
    .setInputFiles({ name: 'alta-usuario.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 alta') });
  await expect(
    page.getByRole('list', { name: 'Archivos adjuntos' }).getByRole('listitem').filter({ hasText: 'alta-usuario.pdf' }),
  ).toBeVisible();
  await expect(refusal).toHaveCount(0);
});
