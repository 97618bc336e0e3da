// Administration catalogues (docs/product/catalogues.md#catalogue-screens-in-common), only through the screens as
// the administrator: a branch with its address and calendar, a group, a public category with branch responsibles,
// its public and private sub-categories with responsibles and SLA levels, a task type required by the sub-category,
// an attachment rule for it, and a role whose new permission changes its users' menu. Then a client is offered the
// public items and not the private one.
import { catalogueMessages, messages } from '@tms/contracts';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiToken, uniqueName } from './support/api';
import { createUserOfRole, offeredCategories, offeredSubCategories, roleIdByCode } from './support/catalogues-api';
import {
  checkRow,
  choose,
  expectBanner,
  expectBannerAfter,
  field,
  openCatalogue,
  pick,
  rowOf,
  searchTable,
} from './support/catalogues-screens';
import { demoUsers } from './support/demo-users';
import { saveScreen } from './support/screens';
import { mainMenu, signIn } from './support/sign-in';

const run = uniqueName('');
const names = {
  branch: `Sucursal Zapopan ${run}`,
  group: `Grupo ${run}`,
  category: `Categoria ${run}`,
  publicSub: `Publica ${run}`,
  privateSub: `Privada ${run}`,
  taskType: `Tarea ${run}`,
  naming: `factura-${run}-*`,
  role: `ROL ${run}`,
  department: `Departamento ${run}`,
  roleUser: uniqueName('rol'),
};
const supervisor = 'Sergio Supervisor (supervisor)';
const agente = 'Ana Agente (agente)';
const administrator = 'Administrador General (admin)';
const SEVERITIES = ['Baja', 'Media', 'Alta', 'Crítica'];

const saveButton = (page: Page) => page.getByRole('button', { name: 'Guardar', exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** A step of the breadcrumb an open sub-category shows ('Categorías › {categoría} › {subcategoría}'). */
const crumb = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('button', { name, exact: true });

async function signInAsAdmin(page: Page) {
  await signIn(page, demoUsers.admin);
}

/** Opens the journey's category and its 'SubCategorias' tab. */
async function openCategorySubCategories(page: Page) {
  await openCatalogue(page, 'Categorias');
  await searchTable(page, run);
  await rowOf(page, names.category).getByRole('button', { name: 'Editar' }).click();
  await expect(heading(page, `Categoria: ${names.category}`)).toBeVisible();
  await page.getByRole('tab', { name: 'SubCategorias' }).click();
}

/** Signs in a fresh browser session and answers whether the sidebar offers the link. */
async function menuOffers(browser: Browser, credentials: { userName: string; password: string }, link: string, screen: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, credentials);
  await expect(mainMenu(page)).toBeVisible();
  await saveScreen(page, screen);
  const offered = (await mainMenu(page).getByRole('link', { name: link, exact: true }).count()) > 0;
  await context.close();
  return offered;
}

test.describe.serial('administration catalogues', () => {
  // Each step fills several forms and waits for their banners: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('a branch with its full address, the city following the state', async ({ page }) => {
    await signInAsAdmin(page);
    await openCatalogue(page, 'Sucursales');
    await expect(rowOf(page, 'Matriz CDMX')).toBeVisible();
    await saveScreen(page, 'catalogues-branches');

    await page.getByRole('button', { name: 'Agregar sucursal' }).click();
    await expect(heading(page, 'Nueva sucursal')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Datos Generales' })).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);

    await saveButton(page).click();
    await expect(page.getByText(messages.fieldRequired).first()).toBeVisible();
    await field(page, 'RFC').fill('XYZ123');
    await expect(page.getByText(catalogueMessages.invalidTaxId)).toBeVisible();
    await field(page, 'Teléfono').fill('12');
    await expect(page.getByText(messages.invalidPhone)).toBeVisible();

    await field(page, 'Código').fill(names.branch);
    await field(page, 'Descripción').fill('Oficina de pruebas en Zapopan');
    await pick(page, 'Responsable', supervisor, 'Sergio');
    await field(page, 'Razón social').fill('Pruebas de Occidente S.A. de C.V.');
    await field(page, 'RFC').fill('POC010203AB1');
    await field(page, 'Calle y número').fill('Av. Patria 1000');
    await field(page, 'Colonia').fill('Jardines Universidad');
    await expect(page.getByRole('combobox', { name: 'Municipio' })).toBeDisabled();
    await pick(page, 'Estado', 'Colima');
    await pick(page, 'Municipio', 'Manzanillo');
    // Another state empties the city and offers that state's cities.
    await pick(page, 'Estado', 'Jalisco');
    await expect(page.getByRole('combobox', { name: 'Municipio' })).toHaveValue('');
    await pick(page, 'Municipio', 'Zapopan');
    await field(page, 'Código postal').fill('451001');
    await expect(field(page, 'Código postal')).toHaveValue('45100');
    await field(page, 'Teléfono').fill('3333987654');
    await field(page, 'Correo electrónico').fill('zapopan@example.com');
    await field(page, 'Latitud').fill('20.7214');
    await field(page, 'Longitud').fill('-103.3918');
    // Its tickets' deadlines count the default calendar unless it names one of its own.
    const horario = page.getByRole('combobox', { name: 'Horario', exact: true });
    await expect(horario).toHaveText('Predeterminado');
    await choose(page, 'Horario', 'Horario general');
    await saveScreen(page, 'catalogues-branch-form');
    await expectBannerAfter(page, messages.operationSuccess, () => saveButton(page).click());
    await expect(heading(page, `Sucursal: ${names.branch}`)).toBeVisible();
    await expect(horario).toHaveText('Horario general');
    await page.getByRole('button', { name: 'Regresar' }).click();
    await searchTable(page, run);
    await expect(rowOf(page, names.branch)).toContainText('Jalisco');
    await expect(rowOf(page, names.branch)).toContainText('Zapopan');
  });

  test('a group with members', async ({ page }) => {
    await signInAsAdmin(page);
    await openCatalogue(page, 'Grupos');
    await page.getByRole('button', { name: 'Agregar grupo' }).click();
    await expect(heading(page, 'Nuevo grupo')).toBeVisible();
    await field(page, 'Código').fill(names.group);
    await field(page, 'Descripción').fill('Grupo de las pruebas de catálogos');
    await saveButton(page).click();
    await expect(page.getByText(catalogueMessages.groupNeedsMember)).toBeVisible();

    await page.getByRole('button', { name: 'Agregar miembros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar miembros' });
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expectBanner(page, catalogueMessages.noUsersSelected);
    await checkRow(dialog, 'Ana Agente');
    await checkRow(dialog, 'Sergio Supervisor');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(dialog).toBeHidden();
    // Adding a member again is ignored.
    await page.getByRole('button', { name: 'Agregar miembros' }).click();
    await checkRow(dialog, 'Ana Agente');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    const members = page.getByRole('grid', { name: 'Miembros' });
    await expect(rowOf(members, 'agente')).toHaveCount(1);
    await expect(rowOf(members, 'supervisor')).toHaveCount(1);
    await expect(page.getByText(catalogueMessages.groupNeedsMember)).toBeHidden();
    await saveScreen(page, 'catalogues-group');

    await saveButton(page).click();
    await expectBanner(page, catalogueMessages.groupSaved);
    await expect(heading(page, `Grupo: ${names.group}`)).toBeVisible();
    await page.getByRole('button', { name: 'Regresar' }).click();
    await expect(rowOf(page, names.group)).toBeVisible();
    await saveScreen(page, 'catalogues-groups');
  });

  test('a public category with branch responsibles', async ({ page }) => {
    await signInAsAdmin(page);
    await openCatalogue(page, 'Categorias');
    await saveScreen(page, 'catalogues-categories');
    await page.getByRole('button', { name: 'Agregar categoría' }).click();
    await expect(heading(page, 'Nueva categoría')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Datos generales']);

    await field(page, 'Código').fill(names.category);
    await field(page, 'Descripción').fill('Categoría de las pruebas de catálogos');
    await saveButton(page).click();
    await expect(page.getByText(catalogueMessages.required, { exact: true })).toBeVisible();
    await pick(page, 'Responsable', agente, 'Ana');
    await expect(page.getByRole('grid', { name: 'Tipos de entidad' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Público' }).check();
    const entityTypes = page.getByRole('grid', { name: 'Tipos de entidad' });
    await expect(rowOf(entityTypes, 'Usuario interno')).toHaveCount(0);
    await checkRow(entityTypes, 'Cliente');
    await saveScreen(page, 'catalogues-category-form');
    await expectBannerAfter(page, messages.operationSuccess, () => saveButton(page).click());
    await expect(heading(page, `Categoria: ${names.category}`)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Datos generales', 'Sucursales', 'SubCategorias']);

    await page.getByRole('tab', { name: 'Sucursales' }).click();
    const branches = page.getByRole('grid', { name: 'Sucursales' });
    await checkRow(branches, names.branch);
    await choose(rowOf(branches, names.branch), `Responsable de ${names.branch}`, supervisor);
    await checkRow(branches, 'Matriz CDMX');
    await saveScreen(page, 'catalogues-category-branches');
    await expectBannerAfter(page, messages.operationSuccess, () =>
      page.getByRole('button', { name: 'Guardar sucursales' }).click(),
    );
  });

  test('a public sub-category with branch responsibles and SLA levels', async ({ page }) => {
    await signInAsAdmin(page);
    await openCategorySubCategories(page);
    await expect(page.getByText(catalogueMessages.emptyTable)).toBeVisible();
    await page.getByRole('button', { name: 'Agregar subcategoría' }).click();
    await expect(heading(page, 'Nueva subcategoría')).toBeVisible();
    await expect(crumb(page, names.category)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'SLA' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Sucursales' }).last()).toBeDisabled();
    await field(page, 'Código').fill(names.publicSub);
    await field(page, 'Descripción').fill('Subcategoría pública de las pruebas');
    await pick(page, 'Responsable', agente, 'Ana');
    await pick(page, 'Grupo', names.group, run);
    await page.getByRole('spinbutton', { name: 'SLA (horas)' }).fill('12');
    await page.getByRole('switch', { name: 'Público' }).check();
    await checkRow(page.getByRole('grid', { name: 'Tipos de entidad' }), 'Cliente');
    await expectBannerAfter(page, messages.operationSuccess, () => saveButton(page).click());
    await expect(heading(page, `Subcategoria: ${names.publicSub}`)).toBeVisible();
    await saveScreen(page, 'catalogues-sub-category-form');

    // Branches: only where the category has a responsible.
    await page.getByRole('tab', { name: 'Sucursales' }).last().click();
    const branches = page.getByRole('grid', { name: 'Sucursales' });
    // Told before any editing: a branch without a responsible in the category cannot be checked.
    const firstStaffCategory = page.locator('.MuiAlert-root').filter({ hasText: catalogueMessages.categoryLocationsFirst });
    await expect(firstStaffCategory).toContainText('Sucursal Monterrey');
    await expect(rowOf(branches, 'Sucursal Monterrey').getByRole('checkbox')).toBeDisabled();
    await expect(rowOf(branches, 'Sucursal Monterrey').getByRole('combobox')).toHaveAttribute('aria-disabled', 'true');
    await checkRow(branches, names.branch);
    await choose(rowOf(branches, names.branch), `Responsable de ${names.branch}`, agente);
    await saveScreen(page, 'catalogues-sub-category-branches');
    await expectBannerAfter(page, messages.operationSuccess, () =>
      page.getByRole('button', { name: 'Guardar sucursales' }).click(),
    );

    // SLA: one level per severity.
    await page.getByRole('tab', { name: 'SLA' }).click();
    const levels = page.getByRole('table', { name: 'Niveles de SLA' });
    for (const [index, severity] of SEVERITIES.entries()) {
      const row = rowOf(levels, severity);
      await row.getByRole('switch', { name: 'SLA inactivo' }).check();
      await expect(row.getByRole('switch', { name: 'SLA activo' })).toBeChecked();
      await row.getByRole('spinbutton', { name: 'Tiempo' }).fill(String((index + 1) * 2));
      await choose(row, 'Unidad', 'Horas');
    }
    const lowest = rowOf(levels, 'Baja').getByRole('spinbutton', { name: 'Tiempo' });
    await lowest.fill('');
    await expect(rowOf(levels, 'Baja')).toContainText(messages.fieldRequired);
    await lowest.fill('2');
    await expect(rowOf(levels, 'Baja')).not.toContainText(messages.fieldRequired);
    await saveScreen(page, 'catalogues-sub-category-sla');
    await expectBannerAfter(page, messages.operationSuccess, () => page.keyboard.press('ControlOrMeta+s'));

    await crumb(page, names.category).click();
    await expect(heading(page, `Categoria: ${names.category}`)).toBeVisible();
    await expect(rowOf(page.getByRole('grid', { name: 'SubCategorias' }), names.publicSub)).toBeVisible();
  });

  test('a private sub-category, and the sub-categories the administrator is responsible for', async ({ page }) => {
    await signInAsAdmin(page);
    await openCategorySubCategories(page);
    await page.getByRole('button', { name: 'Agregar subcategoría' }).click();
    await field(page, 'Código').fill(names.privateSub);
    await field(page, 'Descripción').fill('Subcategoría privada de las pruebas');
    await pick(page, 'Responsable', administrator, 'Admin');
    await expectBannerAfter(page, messages.operationSuccess, () => saveButton(page).click());
    await expect(heading(page, `Subcategoria: ${names.privateSub}`)).toBeVisible();
    await crumb(page, names.category).click();
    const subCategories = page.getByRole('grid', { name: 'SubCategorias' });
    await expect(rowOf(subCategories, names.publicSub)).toBeVisible();
    await expect(rowOf(subCategories, names.privateSub)).toBeVisible();
    await saveScreen(page, 'catalogues-category-sub-categories');

    // The standalone screen lists what the administrator is responsible for, filtered by category.
    await openCatalogue(page, 'SubCategorias');
    await choose(page, 'Filtrar por categoria', names.category);
    const responsible = page.getByRole('grid', { name: 'SubCategorias' });
    await expect(rowOf(responsible, names.privateSub)).toBeVisible();
    await expect(rowOf(responsible, names.publicSub)).toHaveCount(0);
    await saveScreen(page, 'catalogues-sub-categories');
    // 'Ver todas' lists the ones others are responsible for too.
    await page.getByRole('button', { name: 'Ver todas' }).click();
    await choose(page, 'Filtrar por categoria', names.category);
    await expect(rowOf(responsible, names.publicSub)).toBeVisible();
  });

  test('deactivating a branch in use warns first', async ({ page }) => {
    await signInAsAdmin(page);
    await openCatalogue(page, 'Sucursales');
    await searchTable(page, run);
    await rowOf(page, names.branch).getByRole('button', { name: 'Desactivar' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmación' });
    await expect(confirmation).toContainText(catalogueMessages.branchHasActiveRecords(names.branch));
    await saveScreen(page, 'catalogues-branch-deactivate');
    await confirmation.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmation).toBeHidden();

    // A department not used anywhere gets the standard question, and stays listed inactive.
    await openCatalogue(page, 'Departamentos');
    await page.getByRole('button', { name: 'Agregar departamento' }).click();
    await field(page, 'Código').fill(names.department);
    await field(page, 'Descripción').fill('Departamento de las pruebas');
    await expectBannerAfter(page, messages.operationSuccess, () => saveButton(page).click());
    await page.getByRole('button', { name: 'Regresar' }).click();
    await searchTable(page, run);
    await rowOf(page, names.department).getByRole('button', { name: 'Desactivar' }).click();
    await expect(confirmation).toContainText(`¿Seguro que desea desactivar el registro ${names.department}?`);
    await expectBannerAfter(page, messages.operationSuccess, () =>
      confirmation.getByRole('button', { name: 'Confirmar' }).click(),
    );
    await expect(rowOf(page, names.department).getByRole('button', { name: 'Desactivar' })).toHaveCount(0);
    await saveScreen(page, 'catalogues-departments');
  });

  test('a task type required by the sub-category', async ({ page }) => {
    await signInAsAdmin(page);
    await openCatalogue(page, 'Tareas');
    await page.getByRole('button', { name: 'Agregar tarea' }).click();
    await field(page, 'Nombre').fill(names.taskType);
    await field(page, 'Descripción').fill('Revisión de las pruebas de catálogos');
    await expectBannerAfter(page, messages.operationSuccess, () => page.keyboard.press('ControlOrMeta+s'));
    await expect(heading(page, `Tarea: ${names.taskType}`)).toBeVisible();
    await page.getByRole('button', { name: 'Regresar' }).click();
    await expect(rowOf(page, names.taskType)).toBeVisible();
    await saveScreen(page, 'catalogues-task-types');

    await openCatalogue(page, 'Configurar Tareas');
    await expect(page.getByRole('combobox', { name: 'Categoría' })).toHaveAttribute('aria-disabled', 'true');
    await choose(page, 'Tipo de tarea', names.taskType);
    await choose(page, 'Categoría', names.category);
    await page.getByRole('checkbox', { name: `Requerida en ${names.publicSub}` }).check();
    await expect(page.getByRole('checkbox', { name: `Seleccionar ${names.publicSub}` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `Seleccionar ${names.privateSub}` })).not.toBeChecked();
    await saveScreen(page, 'catalogues-task-configuration');
    await expectBannerAfter(page, messages.operationSuccess, () => saveButton(page).click());

    await page.reload();
    await choose(page, 'Tipo de tarea', names.taskType);
    await choose(page, 'Categoría', names.category);
    await expect(page.getByRole('checkbox', { name: `Requerida en ${names.publicSub}` })).toBeChecked();
  });

  test('an attachment rule for the sub-category', async ({ page }) => {
    await signInAsAdmin(page);
    await openCatalogue(page, 'Archivos');
    await page.getByRole('button', { name: 'Agregar regla' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Tamaño mínimo (Kb)' })).toHaveValue('0');
    await expect(page.getByRole('spinbutton', { name: 'Tamaño máximo (Kb)' })).toHaveValue('0');
    await field(page, 'Extensión').fill('pdf');
    await page.getByRole('spinbutton', { name: 'Tamaño máximo (Kb)' }).fill('2048');
    await field(page, 'Nomenclatura').fill(names.naming);
    await page.getByRole('switch', { name: 'Requerido' }).check();
    await searchTable(page, run);
    await checkRow(page.getByRole('grid', { name: 'Subcategorías' }), names.publicSub);
    await saveScreen(page, 'catalogues-attachment-form');
    await expectBannerAfter(page, messages.operationSuccess, () => saveButton(page).click());
    await page.getByRole('button', { name: 'Regresar' }).click();
    await expect(rowOf(page, names.naming)).toContainText('2,048');
    await saveScreen(page, 'catalogues-attachments');
  });

  test('a permission granted to a role changes its users’ menu at their next sign-in', async ({ page, request, browser }) => {
    await signInAsAdmin(page);
    await openCatalogue(page, 'Roles');
    const roles = page.getByRole('grid', { name: 'Roles' });
    await expect(rowOf(roles, 'Administrador').getByRole('button', { name: catalogueMessages.roleNotEditable })).toBeDisabled();
    await page.getByRole('button', { name: 'Agregar rol' }).click();
    const draft = roles.getByRole('row').nth(1);
    await draft.getByRole('button', { name: 'Guardar' }).click();
    await expectBanner(page, catalogueMessages.roleRequired);
    await draft.getByRole('textbox').first().fill('client');
    await draft.getByRole('button', { name: 'Guardar' }).click();
    await expectBanner(page, catalogueMessages.roleExists);
    await draft.getByRole('textbox').first().fill(names.role);
    await draft.getByRole('textbox').nth(1).fill('Rol de las pruebas de catálogos');
    await expectBannerAfter(page, messages.operationSuccess, () => draft.getByRole('button', { name: 'Guardar' }).click());
    await expect(rowOf(roles, names.role).getByRole('button', { name: 'Editar' })).toBeVisible();
    await saveScreen(page, 'catalogues-roles');

    const adminToken = await apiToken(request, demoUsers.admin);
    const roleUser = { userName: names.roleUser, password: 'Prueba123!' };
    await createUserOfRole(request, adminToken, { ...roleUser, roleId: await roleIdByCode(request, adminToken, names.role) });
    expect(await menuOffers(browser, roleUser, 'Buscador', 'catalogues-role-menu-before')).toBe(false);

    await openCatalogue(page, 'Permisos');
    await pick(page, 'Rol', names.role, run);
    const assigned = page.getByRole('region', { name: 'Permisos asignados' });
    const unassigned = page.getByRole('region', { name: 'Permisos sin asignar' });
    await expect(assigned.getByText(catalogueMessages.emptyTable)).toBeVisible();
    for (const permission of ['Tickets', 'Buscador']) {
      await searchTable(unassigned, permission);
      await unassigned.getByRole('button', { name: `Asignar ${permission}` }).click();
      await expect(rowOf(assigned, permission)).toBeVisible();
    }
    await saveScreen(page, 'catalogues-permissions');
    await saveButton(page).click();
    await expectBanner(page, catalogueMessages.permissionsSaved);

    // Permission mode: the role now holds Buscador.
    await page.getByRole('button', { name: 'Por permiso' }).click();
    await expect(page.getByRole('combobox', { name: 'Permiso' })).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Roles asignados' })).toHaveCount(0);
    await pick(page, 'Permiso', 'Buscador');
    await expect(rowOf(page.getByRole('region', { name: 'Roles asignados' }), names.role)).toBeVisible();

    expect(await menuOffers(browser, roleUser, 'Buscador', 'catalogues-role-menu-after')).toBe(true);
  });

  test('a client is offered the public category and sub-category, not the private one', async ({ request }) => {
    const token = await apiToken(request, demoUsers.cliente);
    const categories = await offeredCategories(request, token);
    const category = categories.find((candidate) => candidate.code === names.category);
    expect(category, 'the public category').toBeDefined();
    expect(categories.map((candidate) => candidate.code)).not.toContain('Recursos Humanos');
    const subCategories = (await offeredSubCategories(request, token, category!.id)).map((candidate) => candidate.code);
    expect(subCategories).toContain(names.publicSub);
    expect(subCategories).not.toContain(names.privateSub);
  });
});
