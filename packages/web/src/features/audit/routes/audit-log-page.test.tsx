// 'Bitácora' (docs/product/audit-log.md): the newest page as the screen opens; 'Siguiente' and 'Anterior' driven by
// `hasMore`; a filter asks again from the first page; the messages of a 400 under their filter; an entry's detail
// with its changed fields (secrets masked); 'Exportar' with the filters applied; cards on a phone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AUDIT_MASK, auditLogFileName, auditMessages, type AuditEntry, type AuditLogPage } from '@tms/contracts';
import { PHONE_WIDTH, pretendScreenWidth } from '@/components/data-table/screen-width.testing';
import { formatDate, dayjs } from '@/lib/dates';
import { answerApi, failBody, successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { AuditLogPage as AuditLogScreen } from './audit-log-page';

const SLOW_SCREEN_MS = 60_000;

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  occurredAt: `2026-11-${10 + id}T18:50:00.000Z`,
  actorId: 1,
  actorName: 'Ana Administradora',
  address: '10.0.0.7',
  action: 'update',
  entity: 'users',
  recordId: String(40 + id),
  changes: [],
  ...overrides,
});

const passwordChange = entry(1, {
  changes: [
    { field: 'password', old: AUDIT_MASK, new: AUDIT_MASK },
    { field: 'displayName', old: 'Beto', new: 'Roberto' },
    { field: 'companyLocationId', old: null, new: 3 },
    { field: 'settings', old: { theme: 'light' }, new: { theme: 'dark' } },
  ],
});
const signIn = entry(2, { action: 'sign_in', entity: 'sessions', recordId: null, address: null });
const olderDeletion = entry(3, { action: 'delete', entity: 'categories', actorName: 'Carlos Catálogos' });

/** The log's pages by number, and each query the screen sent, in order. */
function answerLog(
  pages: AuditLogPage[] = [
    { rows: [passwordChange, signIn], hasMore: true },
    { rows: [olderDeletion], hasMore: false },
  ],
) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/audit-log', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return successBody(pages[Number(query.get('page'))] ?? { rows: [], hasMore: false });
    }),
  );
  return queries;
}

const renderPage = () => renderWithProviders(<AuditLogScreen />, { route: '/audit-log' });
const logTable = () => screen.findByRole('table', { name: 'Bitácora' });
const filters = () => screen.getByRole('form', { name: 'Filtros de la bitácora' });
const lastQuery = (queries: URLSearchParams[]) => Object.fromEntries(queries.at(-1) ?? []);

/** The detail's changes, a row a field: its name, before and after. */
const changeRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));

async function chooseAction(label: string) {
  await userEvent.click(within(filters()).getByRole('combobox', { name: 'Acción' }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('AuditLogPage', () => {
  it('shows the newest page: date, user, action, entity, record and address of each entry', async () => {
    const queries = answerLog();
    renderPage();
    const table = await logTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Fecha', 'Usuario', 'Acción', 'Entidad', 'Registro', 'Dirección']);
    const first = within(table).getByRole('row', { name: new RegExp(formatDate(passwordChange.occurredAt)) });
    expect(first).toHaveTextContent(`${formatDate(passwordChange.occurredAt)}Ana AdministradoraCambiousers4110.0.0.7`);
    const second = within(table).getByRole('row', { name: new RegExp(formatDate(signIn.occurredAt)) });
    expect(second).toHaveTextContent('Inicio de sesiónsessions——');
    expect(lastQuery(queries)).toEqual({ page: '0', pageSize: '25' });
  });

  it(
    "'Siguiente' asks for page 1 and is disabled on the last page; 'Anterior' goes back",
    async () => {
      const queries = answerLog();
      renderPage();
      await logTable();
      const pager = screen.getByRole('navigation', { name: 'Páginas de la bitácora' });
      expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();
      await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByText('Carlos Catálogos')).toBeInTheDocument();
      expect(lastQuery(queries)).toMatchObject({ page: '1' });
      expect(within(pager).getByText('Página 2')).toBeInTheDocument();
      expect(within(pager).getByRole('button', { name: 'Siguiente' })).toBeDisabled();

      await userEvent.click(within(pager).getByRole('button', { name: 'Anterior' }));
      expect(await screen.findAllByText('Ana Administradora')).toHaveLength(2);
      expect(within(pager).getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    },
    SLOW_SCREEN_MS,
  );

  it(
    'asks again with a filter changed, from the first page',
    async () => {
      const queries = answerLog();
      const users = answerApi({
        'GET /api/users/search/:text': [{ id: 7, displayName: 'Carlos Catálogos', userName: 'carlos' }],
      });
      renderPage();
      await logTable();
      await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
      await screen.findByText('Página 2');

      await chooseAction('Baja');
      await waitFor(() => expect(lastQuery(queries)).toEqual({ action: 'delete', page: '0', pageSize: '25' }));
      expect(await screen.findByText('Página 1')).toBeInTheDocument();

      await userEvent.type(within(filters()).getByRole('combobox', { name: 'Usuario' }), 'car');
      await userEvent.click(await screen.findByRole('option', { name: 'Carlos Catálogos (carlos)' }));
      await userEvent.type(within(filters()).getByRole('textbox', { name: 'Entidad' }), 'categories');
      await waitFor(() =>
        expect(lastQuery(queries)).toEqual({ actorId: '7', action: 'delete', entity: 'categories', page: '0', pageSize: '25' }),
      );
      expect(users[0].path).toBe('/api/users/search/car');
    },
    SLOW_SCREEN_MS,
  );

  it(
    "shows a 400's message under its filter, and refuses an entity the API would refuse without asking",
    async () => {
      const queries: URLSearchParams[] = [];
      server.use(
        http.get('/api/audit-log', ({ request }): Response => {
          const query = new URL(request.url).searchParams;
          queries.push(query);
          if (query.get('entity') === 'ghosts')
            return failBody(400, 'Los datos enviados no son válidos.', { entity: 'No hay movimientos de esa entidad.' });
          return successBody({ rows: [signIn], hasMore: false });
        }),
      );
      renderPage();
      await logTable();
      const entity = within(filters()).getByRole('textbox', { name: 'Entidad' });
      await userEvent.type(entity, 'ghosts');
      await waitFor(() => expect(entity).toHaveAccessibleDescription('No hay movimientos de esa entidad.'));
      expect(screen.queryByRole('table', { name: 'Bitácora' })).not.toBeInTheDocument();
      expect(screen.queryByText('Los datos enviados no son válidos.')).not.toBeInTheDocument();

      await userEvent.clear(entity);
      await userEvent.type(entity, 'Usuarios!{Enter}');
      await waitFor(() => expect(entity).toHaveAccessibleDescription(auditMessages.entity));
      await userEvent.clear(entity);
      await userEvent.type(entity, 'roles');
      await waitFor(() => expect(queries.at(-1)?.get('entity')).toBe('roles'));
      expect(queries.map((query) => query.get('entity'))).not.toContain('Usuarios!');
      expect(await screen.findByRole('table', { name: 'Bitácora' })).toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );

  it(
    'opens an entry with its changed fields: before and after, the secret masked, none as —, objects as JSON',
    async () => {
      answerLog();
      renderPage();
      const table = await logTable();
      await userEvent.click(within(table).getByRole('button', { name: formatDate(passwordChange.occurredAt) }));
      const dialog = await screen.findByRole('dialog', { name: 'Detalle del movimiento' });
      const changes = within(dialog).getByRole('table', { name: 'Cambios' });
      expect(
        within(changes)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Campo', 'Antes', 'Después']);
      expect(changeRows(changes)).toEqual([
        ['password', AUDIT_MASK, AUDIT_MASK],
        ['displayName', 'Beto', 'Roberto'],
        ['companyLocationId', '—', '3'],
        ['settings', '{\n  "theme": "light"\n}', '{\n  "theme": "dark"\n}'],
      ]);
      expect(within(dialog).getByText('41')).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      within(table)
        .getByRole('button', { name: formatDate(signIn.occurredAt) })
        .focus();
      await userEvent.keyboard('{Enter}');
      const signInDialog = await screen.findByRole('dialog', { name: 'Detalle del movimiento' });
      expect(within(signInDialog).getByText('Este movimiento no cambió campos.')).toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );

  describe("'Exportar'", () => {
    let download: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:bitacora');
      URL.revokeObjectURL = vi.fn();
      download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    });
    afterEach(() => vi.restoreAllMocks());

    it(
      'downloads the workbook of the filters applied',
      async () => {
        const queries = answerLog();
        const exports = answerApi({
          'GET /api/audit-log/export': () => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200 }),
        });
        renderPage();
        await logTable();
        await chooseAction('Inicio de sesión');
        await waitFor(() => expect(lastQuery(queries)).toMatchObject({ action: 'sign_in' }));
        await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
        await waitFor(() => expect(exports).toHaveLength(1));
        expect(exports[0].path).toBe('/api/audit-log/export?action=sign_in');
        await waitFor(() => expect(download).toHaveBeenCalled());
        expect((download.mock.contexts[0] as HTMLAnchorElement).download).toBe(auditLogFileName(dayjs().format('YYYY-MM-DD')));
      },
      SLOW_SCREEN_MS,
    );
  });

  it('shows the entries as cards on a phone', async () => {
    const restore = pretendScreenWidth(PHONE_WIDTH);
    try {
      answerLog([{ rows: [signIn], hasMore: false }]);
      renderPage();
      const cards = await screen.findByRole('list', { name: 'Bitácora' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(cards).getByRole('button', { name: /Inicio de sesión/ })).toHaveTextContent('Ana Administradora');
    } finally {
      restore();
    }
  });

  it("says 'No hay movimientos con estos filtros.' when nothing matches", async () => {
    answerLog([{ rows: [], hasMore: false }]);
    renderPage();
    expect(await screen.findByText('No hay movimientos con estos filtros.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    expect(screen.queryByRole('navigation', { name: 'Páginas de la bitácora' })).not.toBeInTheDocument();
  });
});
