// A screen the user may not open (issue #24: the bounce to the dashboard was silent): the gate sends them to the start
// and says why in a warning banner, which stays on the screen they land on; a screen they may open just shows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Navigate, Outlet, RouterProvider } from 'react-router';
import { Permission } from '@tms/contracts';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi } from '@/lib/testing/api-answers';
import { testSession } from '@/lib/testing/test-session';
import { AppProviders } from '../providers';
import { AppRoot } from './app-root';
import { PermissionGate } from './permission-gate';

const NO_PERMISSION = 'No tiene permiso para abrir esa página.';

function renderScreens(start: string) {
  const router = createMemoryRouter(
    [
      {
        Component: AppRoot,
        children: [
          {
            element: (
              <PermissionGate>
                <Outlet />
              </PermissionGate>
            ),
            children: [
              { path: '/', element: <Navigate to="/dashboard" replace /> },
              {
                path: '/dashboard',
                handle: { title: 'Dashboard', permissionId: Permission.Dashboard },
                element: (
                  <>
                    <h1>Dashboard</h1>
                    <Link to="/calendars">Horarios</Link>
                  </>
                ),
              },
              {
                path: '/calendars',
                handle: { title: 'Horarios', permissionId: Permission.Calendars },
                element: <h1>Horarios</h1>,
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  sessionStore.save(testSession);
  answerApi({ 'GET /api/auth/permissions': [{ id: Permission.Dashboard, url: '/dashboard', label: 'Dashboard' }] });
});
// The screen needs the session while it is on screen: it goes first.
afterEach(() => {
  cleanup();
  sessionStore.clear();
});

describe('PermissionGate', () => {
  it('sends an address the user may not open to the start and says why', async () => {
    const router = renderScreens('/calendars');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_PERMISSION);
    expect(screen.queryByRole('heading', { name: 'Horarios' })).not.toBeInTheDocument();
  });

  it('says why after a link the user followed, too, and says nothing on a screen they may open', async () => {
    renderScreens('/dashboard');
    const horarios = await screen.findByRole('link', { name: 'Horarios' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(horarios);
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_PERMISSION);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
