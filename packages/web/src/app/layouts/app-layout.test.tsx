// The signed-in frame with the keyboard (issue #24): 'Saltar al contenido' is the first stop and moves the focus to the
// content; going to another screen puts the focus on its heading, also when the heading waits for data, but never
// takes it from a field the new screen focused; banners sit in the 'Avisos' landmark and leave with their screen
// (which banner stays: lib/notify.test.tsx).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { createMemoryRouter, Link, Navigate, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { delay, http } from 'msw';
import { Button, TextField } from '@mui/material';
import { Permission } from '@tms/contracts';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/lib/notify';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi, failBody, successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { testSession } from '@/lib/testing/test-session';
import { AppProviders } from '../providers';
import { AppRoot } from '../routes/app-root';
import { AppLayout } from './app-layout';

function LateHeadingScreen() {
  const report = useQuery({
    queryKey: ['late-report'],
    queryFn: async () => ((await (await fetch('/api/late-report')).json()) as { data: string }).data,
  });
  return report.data ? <PageHeader title={report.data} /> : <p>Cargando reporte</p>;
}

const screens: RouteObject[] = [
  {
    path: '/',
    handle: { title: 'Inicio' },
    element: (
      <>
        <PageHeader title="Inicio" />
        <Link to="/dashboard">Ir al tablero</Link>
        <Link to="/late">Ir al reporte</Link>
        <Link to="/sign-in-like">Ir al formulario</Link>
        <Button onClick={() => notify.error('No se pudo guardar.')}>Fallar</Button>
      </>
    ),
  },
  { path: '/dashboard', handle: { title: 'Dashboard' }, element: <PageHeader title="Tablero" /> },
  { path: '/home', element: <Navigate to="/dashboard" replace /> },
  { path: '/late', handle: { title: 'Reporte' }, element: <LateHeadingScreen /> },
  {
    // One form for a new ticket and for the saved one, as the ticket screen: it stays while the address changes.
    element: (
      <>
        <TextField label="Asunto" />
        <Outlet />
      </>
    ),
    children: [
      { path: '/ticket', handle: { title: 'Crear ticket' }, element: <PageHeader title="Nuevo ticket" /> },
      { path: '/ticket/:id', handle: { title: 'Ticket' }, element: <PageHeader title="Detalle de ticket 5" /> },
    ],
  },
  {
    path: '/sign-in-like',
    handle: { title: 'Formulario' },
    element: (
      <>
        <PageHeader title="Formulario" />
        <TextField label="Usuario" autoFocus />
      </>
    ),
  },
];

function renderShell(start = '/') {
  const router = createMemoryRouter([{ Component: AppRoot, children: [{ Component: AppLayout, children: screens }] }], {
    initialEntries: [start],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  sessionStore.save(testSession);
  answerApi({
    'GET /api/auth/permissions': [{ id: Permission.Dashboard, url: '/dashboard', label: 'Dashboard' }],
    'GET /api/company-settings': { logo: null, items: [] },
    'GET /api/notifications': [],
  });
  // The live stream is not part of these tests.
  server.use(http.post('/api/notifications/stream-ticket', () => failBody(404, 'No')));
});

// The frame needs the session while it is on screen: it goes first.
afterEach(() => {
  cleanup();
  sessionStore.clear();
});

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('the signed-in frame with the keyboard', () => {
  it("offers 'Saltar al contenido' first, and it moves the focus to the screen's content", async () => {
    renderShell();
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(document.body).toHaveFocus();

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Ir al tablero' })).toHaveFocus();
  });

  it('keeps the start of the visit through a redirect: the skip link is still the first stop', async () => {
    renderShell('/home');
    await screen.findByRole('heading', { level: 1, name: 'Tablero' });
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveFocus();
  });

  it("leaves the first screen's focus alone, then puts it on the heading of the screen the menu opens", async () => {
    renderShell();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).not.toHaveFocus();

    // Below large widths the menu is a drawer that hands the focus back to its button as it closes.
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    const menu = await screen.findByRole('navigation', { name: 'Navegación principal' });
    within(menu).getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(heading('Tablero')).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument());
    expect(heading('Tablero')).toHaveFocus();
  });

  it('focuses a heading that shows once its data arrives', async () => {
    server.use(
      http.get('/api/late-report', async () => {
        await delay(50);
        return successBody('Reporte listo');
      }),
    );
    renderShell();
    await userEvent.click(await screen.findByRole('link', { name: 'Ir al reporte' }));
    expect(await screen.findByText('Cargando reporte')).toBeInTheDocument();
    await waitFor(() => expect(heading('Reporte listo')).toHaveFocus());
  });

  it("moves the focus from the field the user saved a new ticket from to the saved ticket's heading", async () => {
    const router = renderShell();
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    await act(() => router.navigate('/ticket'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Impresora');
    // Ctrl+S saved it: the screen of the saved ticket opens, the form staying on screen.
    await act(() => router.navigate('/ticket/5'));
    await waitFor(() => expect(heading('Detalle de ticket 5')).toHaveFocus());
  });

  it('keeps the focus on a field the new screen focused itself', async () => {
    renderShell();
    await userEvent.click(await screen.findByRole('link', { name: 'Ir al formulario' }));
    expect(await screen.findByRole('textbox', { name: 'Usuario' })).toHaveFocus();
  });
});

describe('banners of the signed-in frame', () => {
  it("show in the 'Avisos' landmark with a 'Cerrar' button, and leave with their screen", async () => {
    const router = renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Fallar' }));
    const area = screen.getByRole('region', { name: 'Avisos' });
    expect(await within(area).findByRole('alert')).toHaveTextContent('No se pudo guardar.');
    expect(within(area).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Ir al tablero' }));
    await waitFor(() => expect(heading('Tablero')).toBeInTheDocument());
    await waitFor(() => expect(within(area).queryByRole('alert')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
