// The notification panel (docs/product/notifications.md#in-app-notifications): header 'Notificaciones' with
// 'N nuevas' ('1 nueva'), 'Sin notificaciones' when empty, and a click on a notification marks it read (PUT
// notifications/{id}) so it leaves the list, and opens its ticket. 'Marcar todas como leídas' marks every one shown
// (PUT notifications/read-all up to the newest) and 'Ver anteriores' lists the read ones (GET notifications/read),
// which open without being marked again (issue #24). On a phone it stays inside the window (issue #24).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { http } from 'msw';
import type { AppNotification, Session } from '@tms/contracts';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi, failBody, successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { NotificationsButton } from './notifications-button';
import { unreadLabel } from './notifications-panel';

const session: Session = {
  id: 3,
  token: 'token-de-prueba',
  userName: 'agente',
  email: 'agente@example.com',
  displayName: 'Ana Agente',
  needChangePassword: false,
  needTwoFactorSetup: false,
  roleId: 2,
  entityTypeId: 1,
  companyLocationId: 1,
  companyId: 1,
};

const assigned: AppNotification = {
  notificationId: 11,
  type: 2,
  id: 41,
  text: 'Se le asignó el ticket #41',
  url: null,
  creationDate: new Date().toISOString(),
};
const updated: AppNotification = {
  notificationId: 12,
  type: 1,
  id: 42,
  text: 'Sergio Supervisor cambió el estado a En progreso en el ticket #42: Impresora atascada',
  url: null,
  creationDate: new Date().toISOString(),
};
const UPDATED_TEXT = updated.text!;
const earlier: AppNotification = {
  notificationId: 5,
  type: 1,
  id: 40,
  text: 'Ana Agente respondió en el ticket #40: Monitor sin imagen',
  url: null,
  creationDate: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
};

let unread: AppNotification[] = [];
const markedRead: number[] = [];

beforeEach(() => {
  markedRead.length = 0;
  sessionStore.save(session);
  server.use(
    http.get('/api/notifications', () => successBody(unread)),
    http.put('/api/notifications/:id', ({ params }) => {
      const id = Number(params.id);
      markedRead.push(id);
      unread = unread.filter((item) => item.notificationId !== id);
      return successBody({ result: true });
    }),
    // The live stream is not part of this test.
    http.post('/api/notifications/stream-ticket', () => failBody(404, 'No')),
  );
});

afterEach(() => {
  sessionStore.clear();
});

function renderBell() {
  return renderWithProviders(
    <>
      <NotificationsButton />
      <Routes>
        <Route path="/" element={<p>Inicio</p>} />
        <Route path="/ticket/:id" element={<p>Pantalla del ticket</p>} />
      </Routes>
    </>,
  );
}

const panel = () => screen.getByRole('dialog', { name: 'Notificaciones' });

describe('notifications panel', () => {
  it('says there is nothing new', async () => {
    unread = [];
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(within(panel()).getByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(within(panel()).getByText('0 nuevas')).toBeInTheDocument();
    expect(within(panel()).getByText('Sin notificaciones')).toBeInTheDocument();
  });

  it('lists the unread ones and a click marks one read and opens its ticket', async () => {
    unread = [assigned, updated];
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notificaciones (2 nuevas)' });
    await userEvent.click(bell);
    expect(within(panel()).getByText('2 nuevas')).toBeInTheDocument();
    expect(within(panel()).getByText(UPDATED_TEXT)).toBeInTheDocument();
    // Each notification is an item of the unread list, holding its button.
    const items = within(within(panel()).getByRole('list', { name: 'Notificaciones sin leer' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      expect.stringContaining('#41'),
      expect.stringContaining('#42'),
    ]);

    await userEvent.click(within(panel()).getByText('Se le asignó el ticket #41'));
    expect(await screen.findByText('Pantalla del ticket')).toBeInTheDocument();
    await waitFor(() => expect(markedRead).toEqual([11]));
  });

  it('a notification marked read leaves the list', async () => {
    unread = [assigned, updated];
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (2 nuevas)' }));
    await userEvent.click(within(panel()).getByText(UPDATED_TEXT));
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (1 nueva)' }));
    expect(within(panel()).getByText('1 nueva')).toBeInTheDocument();
    expect(within(panel()).queryByText(UPDATED_TEXT)).not.toBeInTheDocument();
    expect(within(panel()).getByText('Se le asignó el ticket #41')).toBeInTheDocument();
  });

  it('marks every notification shown read at once, up to the newest', async () => {
    unread = [updated, assigned];
    const sent = answerApi({ 'PUT /api/notifications/read-all': { count: 2 } });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (2 nuevas)' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(within(panel()).getByText('0 nuevas')).toBeInTheDocument();
    expect(within(panel()).getByText('Sin notificaciones')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
    expect(sent).toEqual([{ method: 'PUT', path: '/api/notifications/read-all', body: { upToId: 12 } }]);
    expect(within(panel()).getByRole('button', { name: 'Ver anteriores' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(markedRead).toEqual([]);
  });

  it('says so and shows the list again when marking all read fails', async () => {
    unread = [assigned];
    answerApi({ 'PUT /api/notifications/read-all': () => failBody(500, 'Error en servicio, intente de nuevo.') });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (1 nueva)' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await screen.findByText('Error en servicio, intente de nuevo.')).toBeInTheDocument();
    expect(await within(panel()).findByText('Se le asignó el ticket #41')).toBeInTheDocument();
  });

  it('lists the read ones under ‘Ver anteriores’; opening one opens its ticket without marking it again', async () => {
    unread = [assigned];
    const sent = answerApi({ 'GET /api/notifications/read': [earlier] });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (1 nueva)' }));
    const toggle = within(panel()).getByRole('button', { name: 'Ver anteriores' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const list = await within(panel()).findByRole('list', { name: 'Notificaciones anteriores' });
    expect(within(list).getByRole('button')).toHaveTextContent('Ana Agente respondió en el ticket #40: Monitor sin imagen');
    expect(within(list).getByRole('button')).toHaveTextContent('hace 3 días');
    expect(within(panel()).getByRole('button', { name: 'Ocultar anteriores' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(list).getByRole('button'));
    expect(await screen.findByText('Pantalla del ticket')).toBeInTheDocument();
    expect(markedRead).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('says when there are no read ones, and when they cannot be read', async () => {
    unread = [];
    answerApi({ 'GET /api/notifications/read': [] });
    const { unmount } = renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Ver anteriores' }));
    expect(await within(panel()).findByText('Sin notificaciones anteriores')).toBeInTheDocument();
    unmount();

    answerApi({ 'GET /api/notifications/read': () => failBody(500, 'Error en servicio, intente de nuevo.') });
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Ver anteriores' }));
    expect(await within(panel()).findByText('No se pudieron cargar las notificaciones anteriores.')).toBeInTheDocument();
  });

  it('is never wider than its popover, which keeps clear of the window edges (a 390 px phone cut it off)', async () => {
    unread = [assigned, updated];
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (2 nuevas)' }));
    expect(panel()).toHaveStyle({ maxWidth: 'calc(100% - 32px)' });
    expect(panel().firstElementChild).toHaveStyle({ width: '380px', maxWidth: '100%' });
  });
});

describe('unreadLabel', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect([0, 1, 2, 3].map(unreadLabel)).toEqual(['0 nuevas', '1 nueva', '2 nuevas', '3 nuevas']);
  });
});
