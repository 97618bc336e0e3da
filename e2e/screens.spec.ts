// Every screen at a desk (1440×900) and on a phone (390×844), with its create form, the ticket's tabs and the menus:
// nothing scrolls sideways, and axe-core finds no serious or critical accessibility violation. Each state leaves a
// screenshot in test-results/screens (screen-<name>-<width>) and the axe result of every state is kept in
// test-results/axe-results-<width>.json (also attached to the report).
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { helpScreen, screens } from '@tms/contracts';
import { expect, test } from './support/test';
import { apiToken } from './support/api';
import { demoUsers } from './support/demo-users';
import { saveScreen } from './support/screens';
import { signIn } from './support/sign-in';
import { createTicketByApi } from './support/tickets-api';

/** Every screen of the screens table, and those any signed-in user opens. */
const SIGNED_IN_SCREENS = [...screens.map((screen) => screen.path), '/ticket/:id', '/profile', helpScreen.path];

const PUBLIC_SCREENS = ['/sign-in', '/not-found'];

/** A state's name in the report and its screenshot: '/ticket/:id' → 'ticket-detail'. */
const nameOf = (path: string) => path.replace(/^\//, '').replace('/:id', '-detail');

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const SERIOUS = new Set(['serious', 'critical']);

/** The screen has settled: its heading shows and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** States of a screen worth their own check: its create form, the ticket's tabs, the menus. */
type Extra = [name: string, open: (page: Page) => Promise<void>];

const createForm: Extra = [
  'form',
  async (page) => {
    await page
      .getByRole('button', { name: /^Agregar / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /^(Guardar|Cancelar)$/ }).first()).toBeVisible();
  },
];

const ticketTab = (tab: string): Extra => [
  `tab-${tab.toLowerCase().replace(/\s+/g, '-')}`,
  async (page) => {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  },
];

/** Keyed by the screen's path. */
const EXTRAS: Record<string, Extra[]> = {
  '/dashboard': [
    [
      'user-menu',
      async (page) => {
        await page.getByRole('button', { name: /: Cuenta de / }).click();
        await expect(page.getByRole('menu', { name: 'Cuenta' })).toBeVisible();
      },
    ],
    [
      'notifications',
      async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /^Notificaciones/ }).click();
        await expect(page.getByRole('dialog', { name: 'Notificaciones' })).toBeVisible();
      },
    ],
  ],
  '/ticket/:id': ['Archivos adjuntos', 'Relaciones', 'Historial', 'Tareas', 'Tiempo'].map(ticketTab),
  '/users': [createForm],
  '/attachmentconfig': [createForm],
  '/companylocations': [createForm],
  '/categories': [createForm],
  '/user-groups': [createForm],
  '/tasks': [createForm],
  '/departments': [createForm],
  '/roles': [createForm],
  '/sub-categories': [createForm],
  '/calendars': [createForm],
  '/mailboxes': [createForm],
  '/canned-responses': [createForm],
  '/automations': [createForm],
  '/knowledge-base': [createForm],
  // An entry's detail: the admin's own sign-in is always there (the table on a desk, a card on a phone).
  '/audit-log': [
    [
      'detail',
      async (page) => {
        const entries = page.getByRole('table', { name: 'Bitácora' }).or(page.getByRole('list', { name: 'Bitácora' }));
        await entries.getByRole('button').first().click();
        await expect(page.getByRole('dialog', { name: 'Detalle del movimiento' })).toBeVisible();
      },
    ],
  ],
  [helpScreen.path]: [
    [
      'article',
      async (page) => {
        await page.getByRole('list', { name: 'Artículos más útiles' }).getByRole('link').first().click();
        await expect(page.getByRole('region', { name: '¿Le fue útil?' })).toBeVisible();
      },
    ],
  ],
};

interface ScreenReport {
  screen: string;
  path: string;
  sidewaysOverflow: number;
  violations: { id: string; impact: string | null | undefined; help: string; targets: string[] }[];
}

/**
 * The pointer left resting on the last button clicked shows that button's tooltip, which axe would measure while it
 * fades in (half transparent, so too little contrast): move the pointer to an empty corner and wait until no tooltip
 * shows, as a person reading the screen sees it.
 */
async function restPointer(page: Page) {
  const viewport = page.viewportSize();
  if (viewport) await page.mouse.move(viewport.width - 1, viewport.height - 1);
  await expect(page.locator('.MuiTooltip-popper')).toHaveCount(0);
}

async function checkState(page: Page, name: string, path: string, width: number): Promise<ScreenReport> {
  await restPointer(page);
  const sidewaysOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const axe = await new AxeBuilder({ page }).analyze();
  await saveScreen(page, `screen-${name}-${width}`);
  return {
    screen: name,
    path,
    sidewaysOverflow,
    violations: axe.violations
      .filter((violation) => SERIOUS.has(violation.impact ?? ''))
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      })),
  };
}

async function checkScreen(page: Page, screen: string, path: string, width: number): Promise<ScreenReport[]> {
  const name = nameOf(screen);
  await page.goto(path);
  await settled(page);
  const reports = [await checkState(page, name, path, width)];
  for (const [state, open] of EXTRAS[screen] ?? []) {
    await open(page);
    reports.push(await checkState(page, `${name}-${state}`, `${path} (${state})`, width));
  }
  return reports;
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every screen fits the width and passes axe', async ({ page, request }, testInfo) => {
      // About 35 states at each width, each measured by axe (the knowledge base's four added about 30 s).
      test.setTimeout(360_000);
      const token = await apiToken(request, demoUsers.admin);
      const ticket = await createTicketByApi(request, token, `Pantalla revisada ${Date.now().toString(36)}`);
      const reports: ScreenReport[] = [];

      for (const path of PUBLIC_SCREENS) reports.push(...(await checkScreen(page, path, path, viewport.width)));
      await signIn(page, demoUsers.admin);
      for (const screen of SIGNED_IN_SCREENS) {
        reports.push(...(await checkScreen(page, screen, screen.replace(':id', String(ticket.id)), viewport.width)));
      }
      if (viewport.width < 1200) {
        // On a phone the menu is a drawer opened from the top bar.
        await page.goto('/dashboard');
        await settled(page);
        await page.getByRole('button', { name: 'Menú', exact: true }).click();
        await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
        reports.push(await checkState(page, 'menu-drawer', '/dashboard (menu)', viewport.width));
      }

      const results = JSON.stringify(reports, null, 2);
      fs.mkdirSync('test-results', { recursive: true });
      fs.writeFileSync(`test-results/axe-results-${viewport.width}.json`, results);
      await testInfo.attach(`axe-results-${viewport.width}.json`, { body: results, contentType: 'application/json' });
      for (const report of reports) {
        expect.soft(report.sidewaysOverflow, `${report.path} scrolls sideways`).toBeLessThanOrEqual(0);
        expect.soft(report.violations, `${report.path}: serious or critical axe violations`).toEqual([]);
      }
    });
  });
}
