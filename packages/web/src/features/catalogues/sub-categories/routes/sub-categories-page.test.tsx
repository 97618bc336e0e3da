// The standalone 'SubCategorias' screen (issue #24: an administrator responsible for none saw an empty table with no
// word why): it says it lists the sub-categories the user is responsible for, and offers holders of permission 9
// 'Ver todas', the admin list GET /api/subcategories, and back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueMessages, Permission, type SubCategory } from '@tms/contracts';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { SubCategoriesPage } from './sub-categories-page';

const correo = {
  id: 9,
  categoryId: 3,
  categoryName: 'Soporte TI',
  code: 'Correo',
  detail: 'Cuentas de correo',
  ownerName: 'Ana Agente',
  isPublic: false,
  isActive: true,
} as SubCategory;

const OWN_TEXT = 'Se muestran las subcategorías de las que usted es responsable, directamente o en una sucursal.';

const permissions = (ids: number[]) => ids.map((id) => ({ id, url: null, label: String(id) }));

beforeEach(() => sessionStore.save(testSession));
// The screen needs the session while it is on screen: it goes first.
afterEach(() => {
  cleanup();
  sessionStore.clear();
});

describe('SubCategoriesPage', () => {
  it("says whose sub-categories it lists and shows them all after 'Ver todas', then the user's own again", async () => {
    const sent = answerApi({
      'GET /api/auth/permissions': permissions([Permission.SubCategories]),
      'GET /api/subcategories/responsible': [],
      'GET /api/subcategories': [correo],
    });
    renderWithProviders(<SubCategoriesPage />);
    expect(await screen.findByText(OWN_TEXT)).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'SubCategorias' });
    expect(await within(grid).findByText(catalogueMessages.emptyTable)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Ver todas' }));
    expect(await within(grid).findByText('Correo')).toBeInTheDocument();
    expect(screen.getByText('Se muestran todas las subcategorías.')).toBeInTheDocument();
    expect(sent.map((call) => call.path)).toContain('/api/subcategories');

    await userEvent.click(screen.getByRole('button', { name: 'Ver solo las mías' }));
    expect(await screen.findByText(OWN_TEXT)).toBeInTheDocument();
    expect(await within(grid).findByText(catalogueMessages.emptyTable)).toBeInTheDocument();
  });

  it("offers no 'Ver todas' without permission 9", async () => {
    answerApi({
      'GET /api/auth/permissions': permissions([Permission.Dashboard]),
      'GET /api/subcategories/responsible': [correo],
    });
    const { queryClient } = renderWithProviders(<SubCategoriesPage />);
    expect(await screen.findByText('Correo')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(['auth', 'permissions', testSession.id])?.status).toBe('success'));
    expect(screen.getByText(OWN_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver todas' })).not.toBeInTheDocument();
  });
});
