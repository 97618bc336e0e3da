import { describe, expect, it } from 'vitest';
import { Permission } from './permissions';
import { businessFunctionDefinitions, menuFor, menuGroups, menuScreens, screens, type Menu } from './screens';

const permissionIds: number[] = Object.values(Permission);

/** A menu as its labels: the entries of their own, then each group with its entries. */
const labelsOf = (menu: Menu) => ({
  screens: menu.screens.map((screen) => screen.label),
  sections: menu.sections.map((section) => [section.group.label, section.screens.map((screen) => screen.label)]),
});

describe('the screens table', () => {
  it('gives every screen its own path, label and permission', () => {
    for (const key of ['path', 'label', 'permissionId'] as const) {
      const values = screens.map((screen) => screen[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('has absolute paths without a trailing slash', () => {
    for (const { path } of screens) expect(path).toMatch(/^\/[a-z-]+$/);
  });

  it('names only permission ids that exist, and groups that are menu groups', () => {
    const groupIds = menuGroups.map((group) => group.permissionId);
    for (const screen of screens) {
      expect(permissionIds).toContain(screen.permissionId);
      if (screen.group !== null) expect(groupIds).toContain(screen.group);
    }
    for (const id of groupIds) expect(permissionIds).toContain(id);
  });

  it('derives one business function per permission id: screens with their path, groups and actions without one', () => {
    expect(businessFunctionDefinitions.map((definition) => definition.id)).toEqual([...permissionIds].sort((a, b) => a - b));
    for (const screen of screens) {
      expect(businessFunctionDefinitions).toContainEqual({ id: screen.permissionId, label: screen.label, url: screen.path });
    }
    const withoutScreen = businessFunctionDefinitions.filter((definition) => definition.url === null);
    expect(withoutScreen).toEqual([
      { id: Permission.Administration, label: 'Administración', url: null },
      { id: Permission.Tickets, label: 'Tickets', url: null },
      { id: Permission.ReassignResponsible, label: 'Reasignar responsable', url: null },
    ]);
  });
});

describe('menuFor', () => {
  it('shows every screen to a user holding every permission, in the menu order', () => {
    expect(labelsOf(menuFor(permissionIds))).toEqual({
      screens: ['Dashboard'],
      sections: [
        ['Tickets', ['Crear ticket', 'Buscador', 'Recibidos', 'Creados', 'Suscrito', 'Reporte asignados', 'Indicadores']],
        [
          'Administración',
          [
            'Archivos',
            'Sucursales',
            'Categorias',
            'SubCategorias',
            'Usuarios',
            'Grupos',
            'Roles',
            'Permisos',
            'Tareas',
            'Configurar Tareas',
            'Departamentos',
            'Respuestas predefinidas',
            'Correo entrante',
            'Horarios',
            'Automatizaciones',
            'Base de conocimiento',
            'Bitácora',
          ],
        ],
      ],
    });
  });

  it('lists in each group only the screens whose permission the user holds', () => {
    const menu = menuFor([Permission.Tickets, Permission.SentTickets, Permission.SubscribedTickets, Permission.Dashboard]);
    expect(labelsOf(menu)).toEqual({ screens: ['Dashboard'], sections: [['Tickets', ['Creados', 'Suscrito']]] });
  });

  it('hides a group without its own permission, even with its screens', () => {
    const menu = menuFor([Permission.Users, Permission.Roles, Permission.CreateTicket]);
    expect(labelsOf(menu)).toEqual({ screens: [], sections: [] });
  });

  it('hides a group with its permission but none of its screens', () => {
    expect(labelsOf(menuFor([Permission.Administration, Permission.Tickets, Permission.CreateTicket]))).toEqual({
      screens: [],
      sections: [['Tickets', ['Crear ticket']]],
    });
  });

  it('links each entry to its screen path, in the order the menu lists them', () => {
    const menu = menuFor([Permission.Administration, Permission.Calendars, Permission.Users, Permission.Dashboard]);
    expect(menuScreens(menu).map((screen) => screen.path)).toEqual(['/dashboard', '/users', '/calendars']);
  });

  it('lists every screen once for a user holding every permission', () => {
    expect(
      menuScreens(menuFor(permissionIds))
        .map((screen) => screen.path)
        .sort(),
    ).toEqual(screens.map((screen) => screen.path).sort());
  });
});
