// 'Indicadores' (docs/product/service-quality.md#indicators) as a supervisor uses it: opened from the menu with the
// figures of the demo data's last 30 days, narrowed to a branch, exported as an Excel workbook, and 'Recibir cada
// lunes' switched on and off again.
import type { Page } from '@playwright/test';
import { indicatorMessages } from '@tms/contracts';
import { expect, test } from './support/test';
import { demoUsers } from './support/demo-users';
import { chooseOption, downloadOf } from './support/finding-screens';
import { readFirstSheet } from './support/finding-xlsx';
import { saveScreen } from './support/screens';
import { mainMenu, signIn } from './support/sign-in';

/** The number a card shows under its label. */
async function cardNumber(page: Page, label: string) {
  const summary = page.getByRole('region', { name: 'Resumen de indicadores' });
  const card = summary.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  await expect(card.getByTestId('indicator-value')).toHaveText(/^\d+$/);
  return Number(await card.getByTestId('indicator-value').textContent());
}

test('a supervisor reads, narrows, exports and subscribes to the indicators', async ({ page }) => {
  await signIn(page, demoUsers.supervisor);
  const firstFigures = page.waitForResponse((response) => /\/api\/indicators\?/.test(response.url()));
  await mainMenu(page).getByRole('link', { name: 'Indicadores', exact: true }).click();
  await expect(page).toHaveURL(/\/indicators$/);
  await expect(page.getByRole('heading', { name: 'Indicadores', level: 1 })).toBeVisible();
  expect((await firstFigures).status()).toBe(200);
  const created = await cardNumber(page, 'Tickets creados');
  expect(created).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Pendientes por día' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Carga por responsable' }).getByRole('row').nth(1)).toBeVisible();
  await saveScreen(page, 'indicators');

  // One branch: a share of the company's tickets.
  const filters = page.getByRole('form', { name: 'Filtros de indicadores' });
  await chooseOption(page, 'Sucursal', 'Matriz CDMX');
  const narrowed = page.waitForResponse((response) => /\/api\/indicators\?.*companyLocationId=/.test(response.url()));
  await filters.getByRole('button', { name: 'Consultar' }).click();
  expect((await narrowed).status()).toBe(200);
  await expect.poll(() => cardNumber(page, 'Tickets creados')).toBeLessThanOrEqual(created);

  const workbook = await downloadOf(page, () => page.getByRole('button', { name: 'Exportar' }).click());
  expect(workbook.name).toMatch(/^Indicadores \d{4}-\d{2}-\d{2} a \d{4}-\d{2}-\d{2}\.xlsx$/);
  const summary = readFirstSheet(workbook.content);
  expect(summary.name).toBe('Resumen');
  expect(summary.rows[0]).toEqual(['Indicador', 'Valor']);
  expect(summary.rows.find(([label]) => label === 'Tickets creados')?.[1]).toMatch(/^\d+$/);

  const weekly = page.getByRole('switch', { name: 'Recibir cada lunes' });
  await expect(weekly).not.toBeChecked();
  await weekly.click();
  await expect(page.getByText(indicatorMessages.subscribed)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Recibir cada lunes' })).toBeChecked();
  await page.getByRole('switch', { name: 'Recibir cada lunes' }).click();
  await expect(page.getByText(indicatorMessages.unsubscribed)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Recibir cada lunes' })).not.toBeChecked();
});
