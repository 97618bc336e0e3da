// The ticket lists' quick filters kept in the address (shareable, back button) and applied by the server, Estado
// showing the list's own ?filter, the 'Expira' column, the keyboard (j/k move the focused row, Enter opens it, '?'
// lists the shortcuts, never while typing in a field), the bulk actions, and on a phone the rows as cards.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { http } from 'msw';
import { EntityType, Permission, automationMessages, type AutomationItem, type BulkResult } from '@tms/contracts';
import { answerApi, successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { KEYBOARD_FOCUSED_ROW_CLASS } from '@/components/data-table/use-row-keyboard';
import { PHONE_WIDTH, pretendScreenWidth } from '@/components/data-table/screen-width.testing';
import { sessionStore } from '@/lib/session/session-store';
import { testSession } from '@/lib/testing/test-session';
import { TicketListPage } from './ticket-list-page';
import { listRow } from '../ticket-list-row.fixture';

const SLOW_SCREEN_MS = 60_000;

const rows = [listRow(31, 'Impresora atascada'), listRow(32, 'Sin red'), listRow(33, 'Monitor roto')];
const severities = [
  { id: 1, code: 'Baja' },
  { id: 3, code: 'Alta' },
];

/** Answers the received list (recording each query) and the severities. */
function stubListApi() {
  const listQueries: URLSearchParams[] = [];
  server.use(
    http.get('/api/workitems/received', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return successBody({ rows, total: rows.length });
    }),
  );
  // The page stays rendered at an address that is no list (after Enter opened a ticket), where it shows the sent list.
  answerApi({ 'GET /api/severities/all': severities, 'GET /api/workitems/sent': { rows: [], total: 0 } });
  return listQueries;
}

function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="dirección">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Atrás
      </button>
      <input aria-label="Campo de prueba" />
    </>
  );
}

const renderList = (route: string) =>
  renderWithProviders(
    <>
      <TicketListPage />
      <Address />
    </>,
    { route },
  );

const address = () => screen.getByRole('status', { name: 'dirección' }).textContent;
const rowElement = (id: number) => document.querySelector(`.MuiDataGrid-row[data-id="${id}"]`);
const focusedRows = () =>
  [...document.querySelectorAll(`.${KEYBOARD_FOCUSED_ROW_CLASS}`)].map((el) => el.getAttribute('data-id'));

afterEach(() => {
  sessionStore.clear();
});

describe('TicketListPage quick filters', () => {
  it(
    'reads the filters from the address, sends them to the server, and writes each change back as a new entry',
    async () => {
      const queries = stubListApi();
      renderList('/received-tickets?filter=active&statusId=2');
      expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
      expect(queries.at(-1)?.get('statusId')).toBe('2');
      expect(queries.at(-1)?.get('filter')).toBe('active');
      expect(queries.at(-1)?.get('overdue')).toBe('false');
      expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('En progreso');

      await userEvent.click(screen.getByRole('combobox', { name: 'Severidad' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Alta' }));
      await waitFor(() => expect(address()).toBe('/received-tickets?filter=active&statusId=2&severityId=3'));
      await waitFor(() => expect(queries.at(-1)?.get('severityId')).toBe('3'));

      await userEvent.click(screen.getByRole('button', { name: 'Vencidos' }));
      await waitFor(() => expect(address()).toBe('/received-tickets?filter=active&statusId=2&severityId=3&overdue=true'));
      await waitFor(() => expect(queries.at(-1)?.get('overdue')).toBe('true'));
      expect(screen.getByRole('button', { name: 'Vencidos' })).toHaveAttribute('aria-pressed', 'true');

      // The back button returns to the previous filters, and the list follows.
      await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
      await waitFor(() => expect(address()).toBe('/received-tickets?filter=active&statusId=2&severityId=3'));
      expect(screen.getByRole('button', { name: 'Vencidos' })).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(queries.at(-1)?.get('overdue')).toBe('false'));

      // 'Limpiar filtros' clears every filter Estado shows, the list's own 'Sin finalizar' too.
      await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
      await waitFor(() => expect(address()).toBe('/received-tickets'));
      await waitFor(() => expect(queries.at(-1)?.get('statusId')).toBeNull());
      expect(queries.at(-1)?.get('filter')).toBeNull();
    },
    SLOW_SCREEN_MS,
  );

  it(
    "shows the dashboard's 'Asignados sin finalizar' as Estado 'Sin finalizar', and lets it go",
    async () => {
      const queries = stubListApi();
      renderList('/received-tickets?filter=active');
      expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
      const status = screen.getByRole('combobox', { name: 'Estado' });
      expect(status).toHaveTextContent('Sin finalizar');
      expect(queries.at(-1)?.get('filter')).toBe('active');

      await userEvent.click(status);
      await userEvent.click(await screen.findByRole('option', { name: 'Todos' }));
      await waitFor(() => expect(address()).toBe('/received-tickets'));
      await waitFor(() => expect(queries.at(-1)?.get('filter')).toBeNull());
      expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todos');

      // A status replaces 'Sin finalizar'; 'Sin finalizar' replaces the status.
      await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Sin finalizar' }));
      await waitFor(() => expect(address()).toBe('/received-tickets?filter=active'));
      await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Inicial' }));
      await waitFor(() => expect(address()).toBe('/received-tickets?statusId=1'));
      await waitFor(() => expect(queries.at(-1)?.get('statusId')).toBe('1'));
      expect(queries.at(-1)?.get('filter')).toBeNull();
    },
    SLOW_SCREEN_MS,
  );

  it("reads the closed list's filter as Estado 'Finalizado', and offers no 'Sin finalizar' on the subscribed list", async () => {
    answerApi({
      'GET /api/severities/all': severities,
      'GET /api/workitems/sent': { rows, total: rows.length },
      'GET /api/workitems/subscribed': { rows, total: rows.length },
    });
    const { unmount } = renderList('/sent-tickets?filter=closed');
    expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Finalizado');
    unmount();

    renderList('/subscribed-tickets');
    expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Todos', 'Inicial', 'En progreso', 'Finalizado']);
  });
});

describe("TicketListPage 'Expira'", () => {
  it('shows each expiry to the minute, and sorts by it on the server', async () => {
    const queries = stubListApi();
    renderList('/received-tickets');
    expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
    const header = screen.getByRole('columnheader', { name: 'Expira' });
    const expiry = within(rowElement(31) as HTMLElement).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2} [AP]M$/);
    expect(expiry).toBeInTheDocument();
    await userEvent.click(within(header).getByText('Expira'));
    await waitFor(() => expect(queries.at(-1)?.get('sortField')).toBe('expireDate'));
    expect(queries.at(-1)?.get('sortOrder')).toBe('asc');
  });

  it('ignores filters in the address it cannot read', async () => {
    const queries = stubListApi();
    renderList('/received-tickets?statusId=abc&severityId=-2&overdue=quizas');
    expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
    expect(queries.at(-1)?.get('statusId')).toBeNull();
    expect(queries.at(-1)?.get('severityId')).toBeNull();
    expect(queries.at(-1)?.get('overdue')).toBe('false');
  });
});

describe('TicketListPage keyboard', () => {
  it(
    'moves with j and k, opens with Enter and lists the shortcuts with ?',
    async () => {
      stubListApi();
      renderList('/received-tickets');
      expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
      expect(focusedRows()).toEqual([]);

      await userEvent.keyboard('j');
      expect(focusedRows()).toEqual(['31']);
      await userEvent.keyboard('jj');
      expect(focusedRows()).toEqual(['33']);
      await userEvent.keyboard('j');
      expect(focusedRows()).toEqual(['33']);
      await userEvent.keyboard('k');
      expect(focusedRows()).toEqual(['32']);
      expect(rowElement(32)).toHaveClass(KEYBOARD_FOCUSED_ROW_CLASS);

      await userEvent.keyboard('?');
      const dialog = await screen.findByRole('dialog', { name: 'Atajos de teclado' });
      expect(within(dialog).getByText('Enviar mensaje (en el ticket)')).toBeInTheDocument();
      expect(within(dialog).getByText('Ctrl + Enter')).toBeInTheDocument();
      // Keys in the dialog do not move the list behind it.
      await userEvent.keyboard('j');
      expect(focusedRows()).toEqual(['32']);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      // Enter on a button presses the button; elsewhere it opens the focused row.
      screen.getByRole('button', { name: 'Atrás' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(address()).toBe('/received-tickets');
      screen.getByRole('button', { name: 'Atrás' }).blur();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(address()).toBe('/ticket/32'));
    },
    SLOW_SCREEN_MS,
  );

  it('leaves the keys alone while the user types in a field', async () => {
    stubListApi();
    renderList('/received-tickets');
    expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Campo de prueba' }), 'jjk?');
    expect(focusedRows()).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(address()).toBe('/received-tickets');
    // Nor in an open list of options (the Estado menu).
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('j');
    expect(focusedRows()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });
});

describe('TicketListPage bulk actions', () => {
  const reassignAnswer: BulkResult = { changed: [31], refused: [{ id: 33, reason: 'El ticket está finalizado.' }] };
  const macros: AutomationItem[] = [{ id: 5, code: 'Escalar a redes', detail: 'Asigna a Redes', kind: 'macro' }];
  const macroAnswer: BulkResult = { changed: [31, 32], refused: [{ id: 33, reason: automationMessages.macroRefused }] };

  /** The API of a user with or without permission 26; records the bulk calls' bodies. */
  function stubBulkApi(permissions: number[], session = testSession) {
    stubListApi();
    const sent = answerApi({
      'GET /api/auth/permissions': permissions.map((id) => ({ id, url: null })),
      'GET /api/users/all': [{ id: 9, userName: 'sergio', displayName: 'Sergio Supervisor', email: 's@example.com' }],
      'POST /api/workitems/bulk/reassign': reassignAnswer,
      'POST /api/workitems/bulk/follow': { changed: [31, 33], refused: [] },
      'GET /api/automations/all': macros,
      'POST /api/workitems/bulk/macro': macroAnswer,
    });
    sessionStore.save(session);
    const bulkCalls = () => sent.filter((request) => request.method === 'POST').map(({ path, body }) => ({ path, body }));
    return bulkCalls;
  }

  const selectRows = async (...subjects: string[]) => {
    for (const subject of subjects) {
      const row = screen.getByText(subject).closest('.MuiDataGrid-row') as HTMLElement;
      await userEvent.click(within(row).getByRole('checkbox'));
    }
  };

  it(
    'reassigns the selected tickets and lists the ones the server refused',
    async () => {
      const bulkCalls = stubBulkApi([Permission.ReceivedTickets, Permission.ReassignResponsible]);
      renderList('/received-tickets');
      expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Seguir' })).not.toBeInTheDocument();
      await selectRows('Impresora atascada', 'Monitor roto');
      expect(screen.getByText('2 seleccionados')).toBeInTheDocument();

      await userEvent.click(await screen.findByRole('button', { name: 'Reasignar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reasignar tickets' });
      // The internal users are listed as the dialog opens, before anything is typed.
      expect(within(dialog).getByRole('combobox', { name: 'Responsable' })).toHaveValue('');
      await userEvent.click(await screen.findByRole('option', { name: 'Sergio Supervisor (sergio)' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reasignar' }));

      const result = await screen.findByRole('dialog', { name: 'Resultado' });
      expect(within(result).getByText('1 ticket reasignado')).toBeInTheDocument();
      const refused = within(within(result).getByRole('list', { name: 'Tickets no cambiados' })).getAllByRole('listitem');
      expect(refused.map((item) => item.textContent)).toEqual(['#33El ticket está finalizado.']);
      expect(bulkCalls()).toEqual([{ path: '/api/workitems/bulk/reassign', body: { ids: [31, 33], assignedTo: 9 } }]);
      expect(screen.queryByText('2 seleccionados')).not.toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );

  it(
    'offers Seguir to everyone and Reasignar only with permission 26',
    async () => {
      const bulkCalls = stubBulkApi([Permission.ReceivedTickets]);
      renderList('/received-tickets');
      expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
      await selectRows('Sin red');
      await userEvent.click(screen.getByRole('button', { name: 'Seguir' }));
      const result = await screen.findByRole('dialog', { name: 'Resultado' });
      expect(within(result).getByText('2 tickets seguidos')).toBeInTheDocument();
      expect(within(result).queryByRole('list')).not.toBeInTheDocument();
      expect(bulkCalls()).toEqual([{ path: '/api/workitems/bulk/follow', body: { ids: [32] } }]);
      await userEvent.click(within(result).getByRole('button', { name: 'Aceptar' }));
      await selectRows('Sin red');
      expect(screen.getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reasignar' })).not.toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );

  it(
    "applies a macro to each selected ticket and lists those the server refused, with the server's reason",
    async () => {
      const bulkCalls = stubBulkApi([Permission.ReceivedTickets]);
      renderList('/received-tickets');
      expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
      await selectRows('Impresora atascada', 'Sin red', 'Monitor roto');

      await userEvent.click(await screen.findByRole('button', { name: 'Aplicar macro' }));
      const dialog = await screen.findByRole('dialog', { name: 'Aplicar macro' });
      expect(
        within(dialog).getByText('A cada uno de los 3 tickets seleccionados se le aplicará la macro que elija.'),
      ).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeDisabled();
      // The macros are listed as the dialog opens.
      await userEvent.click(await screen.findByRole('option', { name: 'Escalar a redes' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

      const result = await screen.findByRole('dialog', { name: 'Resultado' });
      expect(within(result).getByText('2 tickets con la macro aplicada')).toBeInTheDocument();
      const refused = within(within(result).getByRole('list', { name: 'Tickets no cambiados' })).getAllByRole('listitem');
      expect(refused.map((item) => item.textContent)).toEqual([`#33${automationMessages.macroRefused}`]);
      expect(bulkCalls()).toEqual([{ path: '/api/workitems/bulk/macro', body: { ids: [31, 32, 33], ruleId: 5 } }]);
      expect(screen.queryByText('3 seleccionados')).not.toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );

  it(
    'offers Aplicar macro to internal users only',
    async () => {
      stubBulkApi([Permission.ReceivedTickets], { ...testSession, entityTypeId: EntityType.Client });
      renderList('/received-tickets');
      expect(await screen.findByText('Impresora atascada')).toBeInTheDocument();
      await selectRows('Sin red');
      expect(screen.getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Aplicar macro' })).not.toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );
});

describe('TicketListPage on a phone', () => {
  let restoreWidth: () => void;
  beforeEach(() => {
    restoreWidth = pretendScreenWidth(PHONE_WIDTH);
  });
  afterEach(() => restoreWidth());

  it(
    'shows each ticket as a card with its status, last change, responsible and expiry, selectable for the bulk actions',
    async () => {
      const sent = answerApi({
        'GET /api/severities/all': severities,
        'GET /api/workitems/received': {
          rows: [{ ...rows[0], escalated: true }, rows[1], { ...rows[2], assignedToName: null }],
          total: 3,
        },
        'GET /api/auth/permissions': [Permission.ReceivedTickets, Permission.ReassignResponsible].map((id) => ({
          id,
          url: null,
        })),
        'GET /api/users/all': [{ id: 9, userName: 'sergio', displayName: 'Sergio Supervisor', email: 's@example.com' }],
        'POST /api/workitems/bulk/reassign': { changed: [31, 33], refused: [] },
        'GET /api/automations/all': [],
      });
      sessionStore.save(testSession);
      renderList('/received-tickets');
      const cards = await screen.findByRole('list', { name: 'Tickets recibidos' });
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      const [first, , third] = within(cards).getAllByRole('listitem');
      expect(within(first).getByRole('link', { name: 'Impresora atascada' })).toHaveAttribute('href', '/ticket/31');
      expect(first).toHaveTextContent('#31');
      expect(within(first).getByText('En progreso')).toBeInTheDocument();
      expect(within(first).getByText('Escalado')).toBeInTheDocument();
      expect(first).toHaveTextContent(/Actualización: hace /);
      expect(first).toHaveTextContent('Responsable: Ana Agente');
      expect(first).toHaveTextContent(/Expira: \d{2}\/\d{2}\/2026 \d{2}:\d{2} [AP]M/);
      expect(third).toHaveTextContent('Responsable: Sin responsable');
      expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeInTheDocument();

      // j moves over the cards as over the rows.
      await userEvent.keyboard('j');
      expect(first).toHaveClass(KEYBOARD_FOCUSED_ROW_CLASS);

      await userEvent.click(within(first).getByRole('checkbox', { name: 'Seleccionar #31 Impresora atascada' }));
      await userEvent.click(within(third).getByRole('checkbox', { name: 'Seleccionar #33 Monitor roto' }));
      expect(screen.getByText('2 seleccionados')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Seleccionar todos' })).toHaveAttribute('data-indeterminate', 'true');
      await userEvent.click(await screen.findByRole('button', { name: 'Reasignar' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Sergio Supervisor (sergio)' }));
      await userEvent.click(
        within(screen.getByRole('dialog', { name: 'Reasignar tickets' })).getByRole('button', { name: 'Reasignar' }),
      );
      expect(await screen.findByRole('dialog', { name: 'Resultado' })).toBeInTheDocument();
      const reassigned = sent.filter((request) => request.method === 'POST');
      expect(reassigned).toEqual([
        { method: 'POST', path: '/api/workitems/bulk/reassign', body: { ids: [31, 33], assignedTo: 9 } },
      ]);
    },
    SLOW_SCREEN_MS,
  );

  it('selects every card shown with Seleccionar todos', async () => {
    stubListApi();
    renderList('/received-tickets');
    await screen.findByRole('list', { name: 'Tickets recibidos' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(screen.getByText('3 seleccionados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(screen.queryByText(/seleccionad/)).not.toBeInTheDocument();
  });
});
