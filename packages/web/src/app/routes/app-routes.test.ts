import { describe, expect, it } from 'vitest';
import { helpArticlePath, helpScreen, screens } from '@tms/contracts';
import { appRoutes } from './app-routes';

describe('appRoutes', () => {
  it('opens every screen of the table at its path, behind its permission, titled with its menu label', () => {
    const guarded = appRoutes.filter((route) => route.permissionId !== undefined);
    expect(guarded.map(({ path, permissionId, title }) => ({ path, permissionId, title }))).toEqual(
      screens.map((screen) => ({ path: screen.path, permissionId: screen.permissionId, title: screen.label })),
    );
  });

  it('gives every path one route and one page loader', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of appRoutes) expect(route.load, route.path).toBeTypeOf('function');
  });

  it("leaves the profile, a saved ticket and 'Ayuda' with its articles open to any signed-in user", () => {
    const open = appRoutes.filter((route) => route.permissionId === undefined).map((route) => route.path);
    expect(open).toEqual(expect.arrayContaining(['/profile', '/change-password', '/ticket/:id']));
    const help = appRoutes.filter((route) => route.path.startsWith(helpScreen.path));
    expect(help.map(({ path, title }) => ({ path, title }))).toEqual([
      { path: helpScreen.path, title: helpScreen.label },
      { path: helpArticlePath(1).replace(/1$/, ':id'), title: helpScreen.label },
    ]);
  });
});
