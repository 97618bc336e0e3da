// The knowledge base as its people use it (docs/product/self-service.md): a writer (the administrator) creates and
// publishes an article for clients in 'Base de conocimiento'; a client writing a new ticket finds it among the
// suggestions, reads it and leaves without a ticket ('Esto resolvió mi problema'); then finds it in 'Ayuda' and says it
// was useful.
import type { Page } from '@playwright/test';
import { knowledgeMessages } from '@tms/contracts';
import { expect, test } from './support/test';
import { demoUsers } from './support/demo-users';
import { saveScreen } from './support/screens';
import { mainMenu, signIn } from './support/sign-in';
import { banner, choose, richText, signedInPage } from './support/tickets-screen';

test.describe.configure({ timeout: 120_000 });

/** A word no earlier run wrote, so the article is this run's own. */
const word = `termo${Date.now().toString(36)}`;
const title = `Reiniciar la impresora térmica ${word}`;

const isCall = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname));

async function publishArticle(page: Page) {
  await signIn(page, demoUsers.admin);
  await mainMenu(page).getByRole('link', { name: 'Base de conocimiento', exact: true }).click();
  await expect(page).toHaveURL(/\/knowledge-base$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Base de conocimiento' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar artículo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo artículo' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await choose(page, 'Categoría', 'Soporte TI');
  await choose(page, 'Audiencia', 'Público');
  await page
    .getByRole('grid', { name: 'Dirigido a' })
    .getByRole('row', { name: /Cliente/ })
    .getByRole('checkbox')
    .check();
  await choose(page, 'Estado', 'Publicado');
  await richText(page, 'Contenido').fill(`Apague la impresora térmica ${word}, espere diez segundos y enciéndala de nuevo.`);
  const created = isCall(page, 'POST', /^\/api\/kb\/articles$/);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  expect((await created).status()).toBe(201);
  // The detail stays on the saved article, now with its versions.
  await expect(page.getByRole('heading', { level: 1, name: `Artículo: ${title}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Versiones' })).toBeVisible();
  await saveScreen(page, 'knowledge-base-article');

  await page.getByRole('button', { name: 'Regresar' }).click();
  const row = page.getByRole('grid', { name: 'Artículos' }).getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Publicado');
  await expect(row).toContainText('Público');
}

test('a writer publishes an article that a client finds while writing a ticket and in Ayuda', async ({ page, browser }) => {
  await test.step('the administrator creates and publishes the article for clients', () => publishArticle(page));

  const client = await signedInPage(browser, demoUsers.cliente);
  await test.step('the client finds it beside a new ticket and leaves without creating one', async () => {
    const ticketsCreated: string[] = [];
    client.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/workitems') ticketsCreated.push(request.url());
    });
    await mainMenu(client).getByRole('link', { name: 'Crear ticket', exact: true }).click();
    await expect(client).toHaveURL(/\/ticket$/);
    await client.getByRole('textbox', { name: 'Asunto' }).fill(`La impresora térmica ${word} no imprime`);

    const suggested = client.getByRole('list', { name: 'Artículos sugeridos' });
    await suggested.getByRole('button', { name: new RegExp(title) }).click();
    const dialog = client.getByRole('dialog', { name: title });
    await expect(dialog.getByText('espere diez segundos')).toBeVisible();
    await saveScreen(client, 'knowledge-base-suggestion');
    const deflected = isCall(client, 'POST', /^\/api\/kb\/articles\/\d+\/deflection$/);
    await dialog.getByRole('button', { name: knowledgeMessages.resolvedMyProblem }).click();
    expect((await deflected).status()).toBe(200);

    // Back where the client came from, with no question about the unsaved form and no ticket.
    await expect(client).toHaveURL(/\/dashboard$/);
    await expect(banner(client, knowledgeMessages.deflected)).toBeVisible();
    await expect(client.getByRole('dialog')).toHaveCount(0);
    expect(ticketsCreated).toEqual([]);
  });

  await test.step("the client finds it in 'Ayuda' and says it was useful", async () => {
    await mainMenu(client).getByRole('link', { name: 'Ayuda', exact: true }).click();
    await expect(client).toHaveURL(/\/help$/);
    await expect(client.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
    await expect(client.getByRole('heading', { name: knowledgeMessages.mostUseful })).toBeVisible();

    await client.getByRole('searchbox', { name: 'Buscar en la ayuda' }).fill(`impresora ${word}`);
    const results = client.getByRole('list', { name: 'Resultados de la búsqueda' });
    const found = results.getByRole('link', { name: title });
    await expect(found.locator('mark').first()).toBeVisible();
    await saveScreen(client, 'knowledge-base-help-search');
    await found.click();
    await expect(client).toHaveURL(/\/help\/articles\/\d+$/);
    await expect(client.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const useful = client.getByRole('region', { name: knowledgeMessages.helpfulQuestion });
    const answered = isCall(client, 'POST', /^\/api\/kb\/articles\/\d+\/feedback$/);
    await useful.getByRole('button', { name: 'Sí', exact: true }).click();
    expect((await answered).status()).toBe(200);
    await expect(useful.getByText(knowledgeMessages.feedbackThanks)).toBeVisible();
    // The answer is kept: read again, the article shows it.
    await client.reload();
    await expect(
      client.getByRole('region', { name: knowledgeMessages.helpfulQuestion }).getByRole('button', { name: 'Sí', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
  await client.context().close();
});
