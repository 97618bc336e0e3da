// Spec 2, notification panel: header 'Notificaciones' with 'N nuevas', 'Sin notificaciones' when empty, and a click
// on a notification marks it read (PUT notifications/{id}) so it leaves the list, and opens its ticket.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AppNotification, Session } from '@tms/contracts';
import { sessionStore } from '@/lib/session/session-store';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { NotificationsButton } from './notifications-button';

const session: Session = {
  id: 3,
  token: 'token-de-prueba',
  userName: 'agente',
  email: 'agente@example.com',
  displayName: 'Ana Agente',
  needChangePassword: false,
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
  text: 'Ticket #42 actualizado',
  url: null,
  creationDate: new Date().toISOString(),
};

let unread: AppNotification[] = [];
const calls: { method: string; url: string }[] = [];

beforeEach(() => {
  calls.length = 0;
  sessionStore.save(session);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(url) });
      const answer = (data: unknown) => new Response(JSON.stringify({ status: 'Success', data }), { status: 200 });
      if (method === 'GET' && String(url) === '/api/notifications') return answer(unread);
      const read = /^\/api\/notifications\/(\d+)$/.exec(String(url));
      if (method === 'PUT' && read) {
        unread = unread.filter((item) => item.notificationId !== Number(read[1]));
        return answer({ result: true });
      }
      // The live stream is not part of this test.
      return new Response(JSON.stringify({ status: 'Fail', message: 'No' }), { status: 404 });
    }),
  );
});

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
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
    expect(within(panel()).getByText('Ticket #42 actualizado')).toBeInTheDocument();
    // Each notification is an item of the unread list, holding its button.
    const items = within(within(panel()).getByRole('list', { name: 'Notificaciones sin leer' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      expect.stringContaining('#41'),
      expect.stringContaining('#42'),
    ]);

    await userEvent.click(within(panel()).getByText('Se le asignó el ticket #41'));
    expect(await screen.findByText('Pantalla del ticket')).toBeInTheDocument();
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', url: '/api/notifications/11' }));
  });

  it('a notification marked read leaves the list', async () => {
    unread = [assigned, updated];
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (2 nuevas)' }));
    await userEvent.click(within(panel()).getByText('Ticket #42 actualizado'));
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (1 nuevas)' }));
    expect(within(panel()).getByText('1 nuevas')).toBeInTheDocument();
    expect(within(panel()).queryByText('Ticket #42 actualizado')).not.toBeInTheDocument();
    expect(within(panel()).getByText('Se le asignó el ticket #41')).toBeInTheDocument();
  });
});
