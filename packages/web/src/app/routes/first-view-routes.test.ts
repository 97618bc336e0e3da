// The paths for which the server preloads a main screen's code (build/first-view-chunks.ts) are routes of that screen.
import { describe, expect, it } from 'vitest';
import { MAIN_SCREENS } from '../../../build/first-view-chunks';
import { appRoutes } from './app-routes';

describe('the first-view areas of the main screens', () => {
  it("list only paths whose route loads the area's page", () => {
    for (const { page, paths } of Object.values(MAIN_SCREENS)) {
      const pageModule = page.replace(/^src\//, '').replace(/\.tsx$/, '');
      for (const path of paths) {
        const route = appRoutes.find((candidate) => candidate.path === path);
        expect(route, path).toBeDefined();
        // The loader's source names the module it imports.
        expect(String(route?.load), path).toContain(pageModule);
      }
    }
  });
});
