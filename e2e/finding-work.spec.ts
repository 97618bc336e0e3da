// Finding work: the dashboard counters and what they open, the three ticket lists with copy to clipboard, the
// Buscador with its filters and exports, and the assigned report's drop-downs.
import type { Page } from '@playwright/test';
import type { Ticket } from '@tms/contracts';
import { expect, test } from './support/test';
import { apiToken, uniqueName } from './support/api';
import { demoUsers } from './support/demo-users';
import { createTicket, demoSubCategories, findingUsers, followTicket, setTicketStatus } from './support/finding-api';
import { chooseOption, dataRows, downloadOf, gridTotal } from './support/finding-screens';
import { readFirstSheet } from './support/finding-xlsx';
import { saveScreen } from './support/screens';
import { signIn } from './support/sign-in';

const COPIED = 'Listado de tickets copiado al portapapeles';

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const cardValue = async (page: Page, label: string) => {
  const card = page.getByRole('link', { name: new RegExp(`^\\d+ ${label}$`) });
  await expect(card).toBeVisible();
  return Number(await card.getByTestId('summary-value').textContent());
};

test.describe('dashboard', () => {
  test('each counter opens the list it counts, with the same total', async ({ page, request }) => {
    const agentToken = await apiToken(request, findingUsers.agente);
    const clientToken = await apiToken(request, demoUsers.cliente);
    const prefix = uniqueName('Dash');
    const own = await createTicket(request, agentToken, `${prefix} propio abierto`);
    const closed = await createTicket(request, agentToken, `${prefix} propio cerrado`);
    await setTicketStatus(request, agentToken, closed.id, 3);
    const received = await createTicket(request, clientToken, `${prefix} del cliente`);
    await followTicket(request, agentToken, received.id);

    await signIn(page, findingUsers.agente);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tickets por expirar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tickets Generados' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Por categoría' })).toContainText('Soporte TI');
    await expect(page.getByText('En SLA')).toBeVisible();
    const expiring = grid(page, 'Tickets por expirar');
    // The demo's overdue tickets come first; the latest expiries first bring the new one to the first page.
    const latestFirst = () => expiring.getByRole('columnheader', { name: 'Expira' }).click();
    await latestFirst();
    await expect(expiring.getByRole('row').filter({ hasText: own.subject })).toHaveClass(/ticket-(due|on-time)/);
    // docs/product/conventions.md#limits-and-constants: default tables show 15 rows, with 5, 10, 15 and 20 to choose from.
    const pageSize = page.getByRole('combobox', { name: /Filas por página/ });
    await expect(pageSize).toHaveText('15');
    await pageSize.click();
    await expect(page.getByRole('option')).toHaveText(['5', '10', '15', '20']);
    await page.keyboard.press('Escape');
    // Whole percentages that add up to 100 in every share table.
    for (const name of ['Por categoría', 'Por sucursal', 'Por departamento']) {
      const shares = await page.getByRole('table', { name }).locator('tbody tr td:nth-child(3)').allTextContents();
      if (shares.length > 0)
        expect(
          shares.reduce((sum, share) => sum + Number(share.replace('%', '')), 0),
          name,
        ).toBe(100);
    }
    await saveScreen(page, 'dashboard-internal');

    const cards = [
      { label: 'Activos', url: /\/sent-tickets\?filter=active$/, title: 'Tickets activos' },
      { label: 'Cerrados', url: /\/sent-tickets\?filter=closed$/, title: 'Tickets cerrados' },
      { label: 'Total creados', url: /\/sent-tickets$/, title: 'Tickets creados' },
      { label: 'Asignados sin finalizar', url: /\/received-tickets\?filter=active$/, title: 'Tickets recibidos' },
      { label: 'Suscrito sin finalizar', url: /\/subscribed-tickets$/, title: 'Tickets suscritos' },
    ];
    for (const card of cards) {
      await page.goto('/dashboard');
      const count = await cardValue(page, card.label);
      expect(count, card.label).toBeGreaterThan(0);
      await page.getByRole('link', { name: new RegExp(`^\\d+ ${card.label}$`) }).click();
      await expect(page).toHaveURL(card.url);
      await expect(page.getByRole('heading', { name: card.title, exact: true })).toBeVisible();
      await expect.poll(() => gridTotal(grid(page, card.title)), card.label).toBe(count);
    }

    // The expiring row opens its ticket.
    await page.goto('/dashboard');
    await latestFirst();
    await expiring.getByRole('row').filter({ hasText: own.subject }).getByRole('gridcell').first().click();
    await expect(page).toHaveURL(new RegExp(`/ticket/${own.id}$`));
  });

  test('a provider sees only the counters of the tickets they created', async ({ page }) => {
    await signIn(page, findingUsers.proveedor);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    for (const label of ['Activos', 'Cerrados', 'Total creados']) await cardValue(page, label);
    await expect(page.getByRole('link', { name: /Asignados sin finalizar$/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Suscrito sin finalizar$/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Tickets por expirar' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Tickets Generados' })).toHaveCount(0);
    await saveScreen(page, 'dashboard-provider');
  });
});

test.describe('ticket lists', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('selected rows, or the first 100 shown, are copied as tab-separated text', async ({ page, request }) => {
    const agentToken = await apiToken(request, findingUsers.agente);
    const prefix = uniqueName('Copia');
    const tickets: Ticket[] = [];
    for (let index = 1; index <= 12; index += 1) tickets.push(await createTicket(request, agentToken, `${prefix} ${index}`));

    await signIn(page, findingUsers.agente);
    await page.goto('/sent-tickets?filter=active');
    await expect(page.getByRole('heading', { name: 'Tickets activos' })).toBeVisible();
    const list = grid(page, 'Tickets activos');
    await expect(dataRows(list)).toHaveCount(10);
    const total = await gridTotal(list);
    expect(total).toBeGreaterThanOrEqual(12);
    await expect(
      list
        .getByRole('row')
        .filter({ hasText: `${prefix} 12` })
        .getByRole('link'),
    ).toHaveAttribute('href', `/ticket/${tickets[11].id}`);
    await expect(list).toContainText('hace');
    await saveScreen(page, 'lists-sent-active');

    // Two chosen rows.
    for (const ticket of [tickets[11], tickets[10]]) {
      await list.getByRole('row').filter({ hasText: ticket.subject }).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Copiar al portapapeles' }).click();
    await expect(page.getByRole('alert').filter({ hasText: COPIED })).toBeVisible();
    const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\r\n');
    expect(copied[0]).toBe('Id\tTema\tSubCategoria\tEstado\tCreador\tActualización');
    expect(copied).toHaveLength(3);
    expect(copied[1]).toMatch(
      new RegExp(`^${tickets[11].id}\\t${prefix} 12\\tCorreo electrónico\\tInicial\\tAna Agente\\t\\d{2}/\\d{2}/\\d{4} `),
    );
    expect(copied[2]).toContain(`${tickets[10].id}\t${prefix} 11\t`);
    await expect(dataRows(list)).toHaveCount(10);

    // Nothing chosen: copy mode shows up to 100 rows on one page, copies them, and the list comes back 500 ms later.
    for (const ticket of [tickets[11], tickets[10]]) {
      await list.getByRole('row').filter({ hasText: ticket.subject }).getByRole('checkbox').uncheck();
    }
    await page.getByRole('button', { name: 'Copiar al portapapeles' }).click();
    await expect(dataRows(list)).toHaveCount(Math.min(total, 100));
    await expect(page.getByRole('alert').filter({ hasText: COPIED }).first()).toBeVisible();
    const all = (await page.evaluate(() => navigator.clipboard.readText())).split('\r\n');
    expect(all).toHaveLength(Math.min(total, 100) + 1);
    for (const ticket of tickets) expect(all.some((line) => line.startsWith(`${ticket.id}\t`))).toBe(true);
    await expect(dataRows(list)).toHaveCount(10);
  });

  test('the subscribed list shows closed tickets on request', async ({ page, request }) => {
    const agentToken = await apiToken(request, findingUsers.agente);
    const clientToken = await apiToken(request, demoUsers.cliente);
    const ticket = await createTicket(request, clientToken, uniqueName('Suscrito cerrado'));
    await followTicket(request, agentToken, ticket.id);
    await setTicketStatus(request, agentToken, ticket.id, 3);

    await signIn(page, findingUsers.agente);
    await page.goto('/subscribed-tickets');
    const list = grid(page, 'Tickets suscritos');
    await expect(page.getByRole('heading', { name: 'Tickets suscritos' })).toBeVisible();
    await expect(list.getByRole('row').filter({ hasText: ticket.subject })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Mostrar tickets cerrados' }).check();
    await expect(list.getByRole('row').filter({ hasText: ticket.subject })).toContainText('Finalizado');
    await saveScreen(page, 'lists-subscribed-closed');
  });

  test('a failed load says so, and an empty list says there is nothing', async ({ page }) => {
    await signIn(page, findingUsers.agente);
    await page.route('**/api/workitems/received?**', (route) =>
      route.fulfill({
        status: 500,
        json: { status: 'Fail', message: 'Error en servicio, intente de nuevo.', data: { error: 'x' } },
      }),
    );
    await page.goto('/received-tickets');
    await expect(page.getByRole('heading', { name: 'Tickets recibidos' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Error al obtener los tickets' })).toBeVisible();
    await saveScreen(page, 'lists-error');

    await page.unroute('**/api/workitems/received?**');
    await page.route('**/api/workitems/received?**', (route) =>
      route.fulfill({ json: { status: 'Success', data: { rows: [], total: 0 } } }),
    );
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText('No hay datos para mostrar')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Error al obtener los tickets' })).toHaveCount(0);
  });
});

test.describe('Buscador', () => {
  test('searches with filters and exports every match as CSV and Excel', async ({ page, request }) => {
    const clientToken = await apiToken(request, demoUsers.cliente);
    const agentToken = await apiToken(request, findingUsers.agente);
    const prefix = uniqueName('Buscar');
    const fromClient: Ticket[] = [];
    for (let index = 1; index <= 7; index += 1)
      fromClient.push(await createTicket(request, clientToken, `${prefix} cliente ${index}`));
    const fromAgent = await createTicket(request, agentToken, `${prefix} agente`);

    await signIn(page, findingUsers.agente);
    await page.goto('/search-tickets');
    const filters = page.getByRole('form', { name: 'Opciones de busqueda' });
    const results = grid(page, 'Resultados');
    // The default search (this month up to today) ran on opening.
    await expect(results.getByRole('row').filter({ hasText: fromAgent.subject })).toBeVisible();
    // Dates are Mexican Spanish pickers (DD/MM/YYYY), not the browser's native input.
    const startDate = filters.getByRole('group', { name: 'Fecha inicial' });
    await expect(startDate.getByRole('spinbutton', { name: 'Dia' })).toHaveText('01');
    await expect(filters.locator('input[name="startDate"]')).toHaveValue(/^01\/\d{2}\/\d{4}$/);
    await expect(filters.locator('input[type="date"]')).toHaveCount(0);
    await expect(filters.getByRole('combobox', { name: 'SubCategoria' })).toHaveAttribute('aria-disabled', 'true');
    await saveScreen(page, 'search-initial');

    await filters.getByRole('textbox', { name: 'Asunto' }).fill(prefix);
    await chooseOption(page, 'Categoria', demoSubCategories.correo.category);
    await chooseOption(page, 'SubCategoria', demoSubCategories.correo.subCategory);
    const creator = filters.getByRole('combobox', { name: 'Creador' });
    await creator.click();
    await expect(page.getByText('Escribe para buscar opciones')).toBeVisible();
    await creator.fill('zzzz-nadie');
    await expect(page.getByText('No hay opciones')).toBeVisible();
    await creator.fill('Carla');
    await page.getByRole('option', { name: /Carla Cliente/ }).click();
    await saveScreen(page, 'search-filters');
    await filters.getByRole('button', { name: 'Buscar' }).click();

    await expect(filters).toBeHidden();
    await expect(page.getByText('7 tickets encontrados')).toBeVisible();
    await expect(results.getByRole('row').filter({ hasText: fromAgent.subject })).toHaveCount(0);
    await expect(dataRows(results)).toHaveCount(7);
    // The first column selects rows for the bulk actions.
    await expect(results.getByRole('columnheader')).toHaveText([
      '',
      'Id',
      'Asunto',
      'SubCategoria',
      'Estado',
      'Creado por',
      'Responsable',
      'Última modificación',
    ]);
    await saveScreen(page, 'search-results');

    // Smaller pages: the export still carries every match.
    await page.getByRole('combobox', { name: /Filas por página/ }).click();
    await expect(page.getByRole('option')).toHaveText(['5', '10', '20', '100']);
    await page.getByRole('option', { name: '5', exact: true }).click();
    await expect(dataRows(results)).toHaveCount(5);

    const csv = await downloadOf(page, async () => {
      await page.getByRole('button', { name: 'Exportar' }).click();
      await page.getByRole('menuitem', { name: 'CSV' }).click();
    });
    expect(csv.name).toBe('Tickets buscador.csv');
    const lines = csv.content
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      [
        'Id,Asunto,Categoria,SubCategoria,Sucursal,Severidad,Estado,Creado por,Responsable',
        'Fecha de creación,Última modificación,Fecha de expiración',
      ].join(','),
    );
    expect(lines).toHaveLength(8);
    for (const ticket of fromClient)
      expect(lines.some((line) => line.startsWith(`${ticket.id},${ticket.subject},Soporte TI,Correo electrónico,`))).toBe(true);

    const xlsx = await downloadOf(page, async () => {
      await page.getByRole('button', { name: 'Exportar' }).click();
      await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    });
    expect(xlsx.name).toBe('Tickets buscador.xlsx');
    const sheet = readFirstSheet(xlsx.content);
    expect(sheet.name).toBe('Tickets buscador');
    expect(sheet.rows[0].slice(0, 4)).toEqual(['Id', 'Asunto', 'Categoria', 'SubCategoria']);
    expect(sheet.rows).toHaveLength(8);
    expect(
      sheet.rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(fromClient.map((ticket) => ticket.subject).sort());
    expect(sheet.rows.slice(1).every((row) => row[7] === 'Carla Cliente' && row[8] === 'Ana Agente')).toBe(true);

    // Back to the filters: 'Limpiar filtros' empties them.
    await page.getByRole('button', { name: 'Opciones de busqueda' }).click();
    await filters.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(filters.getByRole('textbox', { name: 'Asunto' })).toHaveValue('');
    await expect(filters.getByRole('combobox', { name: 'Creador' })).toHaveValue('');
    await expect(filters.getByRole('combobox', { name: 'SubCategoria' })).toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('assigned report', () => {
  test('the drop-downs built from the result filter the rows and the export', async ({ page, request }) => {
    const agentToken = await apiToken(request, findingUsers.agente);
    const supervisorToken = await apiToken(request, findingUsers.supervisor);
    const prefix = uniqueName('Reporte');
    const toAgent = await createTicket(request, agentToken, `${prefix} sistemas`);
    const toSupervisor = await createTicket(request, agentToken, `${prefix} clima`, demoSubCategories.aire);
    await setTicketStatus(request, supervisorToken, toSupervisor.id, 3);

    await signIn(page, findingUsers.agente);
    await page.goto('/assigned-tickets-report');
    await expect(page.getByRole('heading', { name: 'Tickets asignados' })).toBeVisible();
    const report = grid(page, 'Tickets asignados');
    await expect(report.getByRole('row').filter({ hasText: toAgent.subject })).toBeVisible();
    await expect(report.getByRole('columnheader', { name: 'Asignado a' })).toBeVisible();
    await expect(report.getByRole('row').filter({ hasText: toSupervisor.subject })).toContainText(
      /Finalizado.*(minuto|hora|día)/,
    );
    // At a desk's width (1440 px) every column fits in the table and shows its whole header and cells.
    const cramped = await page.evaluate(() => {
      const table = document.querySelector<HTMLElement>('.MuiDataGrid-main')!.getBoundingClientRect();
      const headers = [...document.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeader')];
      const cut = [...document.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeaderTitle, .MuiDataGrid-cell')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent);
      const outside = headers.filter((header) => header.getBoundingClientRect().right > table.right + 1);
      return { outside: outside.map((header) => header.textContent), cut };
    });
    expect(cramped).toEqual({ outside: [], cut: [] });
    await saveScreen(page, 'report-all');

    await chooseOption(page, 'Usuario', findingUsers.supervisor.displayName);
    await expect(report.getByRole('row').filter({ hasText: toAgent.subject })).toHaveCount(0);
    await expect(report.getByRole('row').filter({ hasText: toSupervisor.subject })).toBeVisible();
    const supervisorRows = await dataRows(report).count();
    for (let index = 0; index < supervisorRows; index += 1)
      await expect(dataRows(report).nth(index)).toContainText(findingUsers.supervisor.displayName);

    await chooseOption(page, 'Categoria', demoSubCategories.aire.category);
    await chooseOption(page, 'Status', 'Finalizado');
    await expect(report.getByRole('row').filter({ hasText: toSupervisor.subject })).toBeVisible();
    await expect(dataRows(report).filter({ hasNotText: 'Finalizado' })).toHaveCount(0);
    await saveScreen(page, 'report-filtered');

    const shown = await dataRows(report).count();
    // The count the server answers for the choices is the rows the table shows.
    await expect(page.getByText(new RegExp(`^${shown} tickets?$`))).toBeVisible();
    const csv = await downloadOf(page, async () => {
      await page.getByRole('button', { name: 'Exportar' }).click();
      await page.getByRole('menuitem', { name: 'CSV' }).click();
    });
    expect(csv.name).toBe('Tickets asignados.csv');
    const lines = csv.content
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Id,Asunto,Sucursal,SubCategoria,Categoria,Severidad,Estado,Tiempo de cierre,Asignado a');
    expect(lines).toHaveLength(shown + 1);
    expect(lines.some((line) => line.startsWith(`${toSupervisor.id},${toSupervisor.subject},`))).toBe(true);

    const xlsx = await downloadOf(page, async () => {
      await page.getByRole('button', { name: 'Exportar' }).click();
      await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    });
    expect(xlsx.name).toBe('Tickets asignados.xlsx');
    const sheet = readFirstSheet(xlsx.content);
    expect(sheet.rows).toHaveLength(shown + 1);
    expect(sheet.rows.every((row, index) => index === 0 || row[8] === findingUsers.supervisor.displayName)).toBe(true);
  });
});
