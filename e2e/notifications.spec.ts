// Notifications: the bell follows new assignments live (server-sent events), opening one reads it and opens its
// ticket, the live stream comes back by itself, and browser push starts from 'Activar notificaciones' (never a prompt
// at sign-in), comes back silently where the browser granted it, and is removed on sign-out.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiToken, uniqueName } from './support/api';
import { demoUsers } from './support/demo-users';
import { createTicket, findingUsers, readAllNotifications } from './support/finding-api';
import { installFakePushService } from './support/notifications-push';
import { saveScreen } from './support/screens';
import { signIn, signOut } from './support/sign-in';

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });
const badgeDot = (page: Page) => page.getByTestId('notifications-badge').locator('.MuiBadge-badge');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificaciones' });
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/notifications/stream?ticket='));

test('a new assignment shows up live; opening it reads it and opens the ticket', async ({ page, request }) => {
  const agentToken = await apiToken(request, findingUsers.agente);
  const clientToken = await apiToken(request, demoUsers.cliente);
  await readAllNotifications(request, agentToken);

  const stream = streamOpened(page);
  await signIn(page, findingUsers.agente);
  await stream;
  await expect(badgeDot(page)).toHaveClass(/MuiBadge-invisible/);
  await bell(page).click();
  await expect(panel(page)).toContainText('0 nuevas');
  await expect(panel(page)).toContainText('Sin notificaciones');
  await page.keyboard.press('Escape');

  // The client creates a ticket elsewhere; it is routed to the agent, whose page learns it without reloading.
  const subject = uniqueName('Aviso en vivo');
  const ticket = await createTicket(request, clientToken, subject);
  await expect(badgeDot(page)).not.toHaveClass(/MuiBadge-invisible/);
  await bell(page).click();
  await expect(panel(page)).toContainText('1 nueva');
  const item = panel(page).getByRole('button', { name: new RegExp(`ticket #${ticket.id}: ${subject}`) });
  await expect(item).toContainText('hace');
  await saveScreen(page, 'notifications-panel');

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/ticket/${ticket.id}$`));
  await expect(badgeDot(page)).toHaveClass(/MuiBadge-invisible/);
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/notifications', { headers: { Authorization: `Bearer ${agentToken}` } })).json()).data
          .length,
    )
    .toBe(0);
  await bell(page).click();
  await expect(panel(page)).toContainText('Sin notificaciones');
  await saveScreen(page, 'notifications-read');
});

test('the live stream reconnects by itself with a fresh ticket', async ({ page, request }) => {
  const agentToken = await apiToken(request, findingUsers.agente);
  const clientToken = await apiToken(request, demoUsers.cliente);
  await readAllNotifications(request, agentToken);
  const tickets: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/notifications/stream-ticket')) tickets.push(sent.url());
  });
  // The first connection fails; the page must come back on its own.
  let attempts = 0;
  await page.route('**/api/notifications/stream?**', async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('connectionreset');
    else await route.fallback();
  });

  const stream = streamOpened(page);
  await signIn(page, findingUsers.agente);
  await stream;
  expect(attempts).toBeGreaterThanOrEqual(2);
  expect(tickets.length).toBeGreaterThanOrEqual(2);

  const ticket = await createTicket(request, clientToken, uniqueName('Tras reconexion'));
  await expect(badgeDot(page)).not.toHaveClass(/MuiBadge-invisible/);
  await bell(page).click();
  await expect(panel(page)).toContainText(`#${ticket.id}`);
});

test.describe('browser push', () => {
  test.use({ permissions: ['notifications'] });

  test('is subscribed again after sign-in where the browser granted it, and removed on sign-out', async ({ page }) => {
    await installFakePushService(page);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/push-subscriptions') && response.request().method() === 'POST',
    );
    await signIn(page, findingUsers.agente);
    const response = await saved;
    expect(response.status()).toBe(200);
    const id: number = (await response.json()).data.id;
    const sent = response.request().postDataJSON();
    expect(sent).toMatchObject({ Endpoint: expect.stringMatching(/^https:\/\/push\.invalid\//), ExpirationDate: null });
    expect(sent.Auth).toBeTruthy();
    expect(sent.P256dh).toBeTruthy();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tms.push-subscription'))).toContain(`"id":${id}`);
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null);
    expect(worker).toMatch(/\/sw\.js$/);
    // Granted already: no offer, and the user menu says it is on.
    await expect(page.getByRole('region', { name: 'Notificaciones del navegador' })).toHaveCount(0);
    await page.getByRole('button', { name: /Cuenta de / }).click();
    await expect(page.getByRole('menuitem', { name: 'Notificaciones activadas' })).toBeVisible();
    await page.keyboard.press('Escape');

    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tms.session') ?? '{}').token as string);
    const removed = page.waitForResponse(
      (answer) => answer.request().method() === 'DELETE' && answer.url().endsWith(`/api/push-subscriptions/${id}`),
    );
    const loggedOut = page.waitForResponse((answer) => answer.url().endsWith('/api/auth/logout'));
    await signOut(page);
    expect((await removed).status()).toBe(200);
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('tms.push-subscription'))).toBeNull();
    // Sign-out ended the session on the server: the old token no longer answers (docs/product/access.md#sessions-and-throttling).
    const stale = await page.request.get('/api/auth/session', { headers: { authorization: `Bearer ${token}` } });
    expect(stale.status()).toBe(401);
  });
});

test('sign-in asks nothing; the offer asks from the click, a denial is told, and the offer does not come back', async ({
  page,
}) => {
  const offer = page.getByRole('region', { name: 'Notificaciones del navegador' });
  const denied = page.getByRole('alert').filter({ hasText: 'Rechazó el permiso para recibir notificaciones' });
  await signIn(page, findingUsers.agente);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(offer).toBeVisible();
  await expect(denied).toHaveCount(0);
  await saveScreen(page, 'notifications-offer');

  // Headless Chromium answers the prompt with a denial (the context grants nothing).
  await offer.getByRole('button', { name: 'Activar notificaciones' }).click();
  await expect(denied).toBeVisible();
  await expect(offer).toHaveCount(0);
  await saveScreen(page, 'notifications-denied');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.getByRole('button', { name: /Cuenta de / }).click();
  await expect(page.getByRole('menuitem', { name: 'Activar notificaciones' })).toBeVisible();
  await expect(denied).toHaveCount(0);
});

test('‘Marcar todas como leídas’ empties the bell, and ‘Ver anteriores’ still lists them', async ({ page, request }) => {
  const agentToken = await apiToken(request, findingUsers.agente);
  const clientToken = await apiToken(request, demoUsers.cliente);
  await readAllNotifications(request, agentToken);
  const subject = uniqueName('Todas leídas');
  const ticket = await createTicket(request, clientToken, subject);

  await signIn(page, findingUsers.agente);
  await bell(page).click();
  await expect(panel(page)).toContainText('1 nueva');
  await panel(page).getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(panel(page)).toContainText('Sin notificaciones');
  await panel(page).getByRole('button', { name: 'Ver anteriores' }).click();
  const earlier = panel(page).getByRole('list', { name: 'Notificaciones anteriores' });
  await earlier.getByRole('button', { name: new RegExp(`ticket #${ticket.id}: ${subject}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/ticket/${ticket.id}$`));
});
