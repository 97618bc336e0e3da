// 'Indicadores' (docs/product/service-quality.md#indicators): the figures of the last 30 days as the screen opens, a
// filter asking for them again, a range over 366 days refused on the field, 'Recibir cada lunes' and 'Exportar'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { indicatorMessages, type Indicators } from '@tms/contracts';
import { dayjs } from '@/lib/dates';
import { answerApi } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { IndicatorsPage } from './indicators-page';

const SLOW_SCREEN_MS = 60_000;

const figures: Indicators = {
  start: '2026-11-02',
  end: '2026-12-01',
  cards: {
    created: 120,
    closed: 98,
    slaCompliance: { met: 70, total: 80, percentage: 87.5 },
    firstResponseCompliance: { met: 45, total: 60, percentage: 75 },
    firstResponseMinutes: { tickets: 60, median: 45, p90: 190 },
    resolutionMinutes: { tickets: 98, median: 150, p90: null },
    satisfaction: { average: 4.25, answers: 20, surveysSent: 50, ratings: [1, 1, 2, 6, 10] },
  },
  backlog: [{ day: '2026-12-01', created: 4, closed: 3, backlog: 17 }],
  workload: [
    { userId: 2, name: 'Ana Agente', open: 5, overdue: 2, closed: 30 },
    { userId: null, name: 'Sin responsable', open: 1, overdue: 0, closed: 0 },
  ],
  timeByEntity: [
    { entityId: 1, name: 'Cliente Demo S.A. de C.V.', entityType: 'Cliente', billableMinutes: 90, otherMinutes: 30 },
    { entityId: null, name: 'Usuarios internos', entityType: null, billableMinutes: 0, otherMinutes: 45 },
  ],
  lowRatings: {
    total: 2,
    comments: [{ ticketId: 7, subject: 'Impresora', rating: 1, comment: 'Nadie vino', answeredDate: '2026-11-30T18:00:00.000Z' }],
  },
};

/** The screen's calls; the figures' queries, in order. */
function stubApi() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/indicators', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ status: 'Success', data: figures });
    }),
  );
  const sent = answerApi({
    'GET /api/indicators/subscription': { subscribed: false },
    'PUT /api/indicators/subscription': { subscribed: true },
    'GET /api/companylocations/all': [
      { id: 1, code: 'Matriz' },
      { id: 2, code: 'Monterrey' },
    ],
    'GET /api/categories/all': [{ id: 1, code: 'Soporte TI' }],
    'GET /api/users/all': [{ id: 2, userName: 'agente', displayName: 'Ana Agente' }],
  });
  return { queries, sent };
}

const renderPage = () => renderWithProviders(<IndicatorsPage />, { route: '/indicators' });
const filters = () => screen.getByRole('form', { name: 'Filtros de indicadores' });

describe('IndicatorsPage', () => {
  let download: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:indicadores');
    URL.revokeObjectURL = vi.fn();
    download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it(
    'shows the last 30 days: cards, workload, time per entity and the low ratings linking to their tickets',
    async () => {
      const { queries } = stubApi();
      renderPage();
      const summary = await screen.findByRole('region', { name: 'Resumen de indicadores' });
      expect(await within(summary).findByText('87.5 %')).toBeInTheDocument();
      expect(within(summary).getByText('70 de 80 a tiempo')).toBeInTheDocument();
      expect(within(summary).getByText('45 min')).toBeInTheDocument();
      expect(within(summary).getByText('Mediana · percentil 90: 3 h 10 min')).toBeInTheDocument();
      expect(within(summary).getByText('Mediana · percentil 90: —')).toBeInTheDocument();
      expect(within(summary).getByText('4.25 / 5')).toBeInTheDocument();
      expect(queries[0].get('end')).toBe(dayjs().format('YYYY-MM-DD'));
      expect(queries[0].get('start')).toBe(dayjs().subtract(29, 'day').format('YYYY-MM-DD'));
      expect([...queries[0].keys()]).toEqual(['start', 'end']);

      const workload = await screen.findByRole('grid', { name: 'Carga por responsable' });
      expect(await within(workload).findByText('Ana Agente')).toBeInTheDocument();
      const time = screen.getByRole('table', { name: 'Tiempo por entidad' });
      expect(within(time).getByRole('row', { name: /Cliente Demo/ })).toHaveTextContent('1 h 30 min30 min2 h');
      const comments = screen.getByRole('list', { name: 'Comentarios de calificaciones bajas' });
      expect(within(comments).getByRole('link', { name: '#7 Impresora' })).toHaveAttribute('href', '/ticket/7');
      expect(within(comments).getByText(/Nadie vino/)).toBeInTheDocument();
      expect(screen.getByText('Las 1 más recientes de 2')).toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );

  it(
    'asks again with a filter chosen, and refuses a range over 366 days on its field',
    async () => {
      const { queries } = stubApi();
      renderPage();
      await waitFor(() => expect(queries).toHaveLength(1));
      await userEvent.click(within(filters()).getByRole('combobox', { name: 'Sucursal' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Monterrey' }));
      await userEvent.click(within(filters()).getByRole('combobox', { name: 'Responsable' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Ana Agente (agente)' }));
      await userEvent.click(within(filters()).getByRole('button', { name: 'Consultar' }));
      await waitFor(() => expect(queries).toHaveLength(2));
      expect(queries[1].get('companyLocationId')).toBe('2');
      expect(queries[1].get('assignedTo')).toBe('2');

      const start = within(filters()).getByRole('group', { name: 'Fecha inicial' });
      await userEvent.click(within(start).getByRole('spinbutton', { name: 'Dia' }));
      await userEvent.keyboard(`{Control>}a{/Control}{Backspace}${dayjs().subtract(400, 'day').format('DDMMYYYY')}`);
      await userEvent.click(within(filters()).getByRole('button', { name: 'Consultar' }));
      expect(await within(filters()).findByText(indicatorMessages.rangeTooLong)).toBeInTheDocument();
      expect(queries).toHaveLength(2);
    },
    SLOW_SCREEN_MS,
  );

  it(
    "subscribes to the weekly mail with 'Recibir cada lunes' and downloads the workbook with 'Exportar'",
    async () => {
      const { sent } = stubApi();
      const exports = answerApi({
        'GET /api/indicators/export': () => new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200 }),
      });
      renderPage();
      const weekly = await screen.findByRole('switch', { name: 'Recibir cada lunes' });
      await waitFor(() => expect(weekly).toBeEnabled());
      await userEvent.click(weekly);
      await waitFor(() =>
        expect(sent.filter((call) => call.method === 'PUT')).toEqual([
          { method: 'PUT', path: '/api/indicators/subscription', body: { subscribed: true } },
        ]),
      );
      expect(await screen.findByText(indicatorMessages.subscribed)).toBeInTheDocument();
      expect(weekly).toBeChecked();

      await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
      await waitFor(() => expect(exports).toHaveLength(1));
      expect(exports[0].path).toMatch(/^\/api\/indicators\/export\?start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}$/);
      await waitFor(() => expect(download).toHaveBeenCalled());
      expect((download.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
        /^Indicadores \d{4}-\d{2}-\d{2} a \d{4}-\d{2}-\d{2}\.xlsx$/,
      );
    },
    SLOW_SCREEN_MS,
  );
});
