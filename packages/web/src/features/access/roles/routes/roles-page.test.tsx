// The roles table edits rows in place: each edit field is named after its column, and a new row saves what was typed.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { answerApi, sentBody, successBody } from '@/lib/testing/api-answers';
import { RolesPage } from './roles-page';

const ROLES = [
  { id: 1, code: 'ADMINISTRADOR', detail: 'Administra', isActive: true, isEditable: false, requiresTwoFactor: false },
  { id: 2, code: 'AGENTE', detail: 'Atiende', isActive: true, isEditable: true, requiresTwoFactor: false },
];

describe('RolesPage', () => {
  it('names every field of a new row after its column and creates the role typed in it', async () => {
    const sent = answerApi({
      'GET /api/roles': ROLES,
      'POST /api/roles': () => successBody({ id: 2, code: 'SOPORTE', isEditable: true }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />);
    await screen.findByText('ADMINISTRADOR');

    await user.click(screen.getByRole('button', { name: 'Agregar rol' }));
    const grid = screen.getByRole('grid');
    await user.type(within(grid).getByRole('textbox', { name: 'Código' }), 'SOPORTE');
    await user.type(within(grid).getByRole('textbox', { name: 'Descripción' }), 'Mesa de soporte');
    const active = within(grid).getByRole('checkbox', { name: 'Activo' });
    expect(active).toBeChecked();
    await user.click(active);
    const twoStep = within(grid).getByRole('checkbox', { name: 'Requiere verificación en dos pasos' });
    expect(twoStep).not.toBeChecked();

    await user.click(within(grid).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(sentBody(sent, 'POST', '/api/roles')).toMatchObject({
        code: 'SOPORTE',
        detail: 'Mesa de soporte',
        isActive: false,
        requiresTwoFactor: false,
      }),
    );
  });

  it("saves 'Requiere verificación en dos pasos' of a role edited in its row", async () => {
    const sent = answerApi({ 'GET /api/roles': ROLES, 'PUT /api/roles/2': { ...ROLES[1], requiresTwoFactor: true } });
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />);
    await screen.findByText('AGENTE');

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const grid = screen.getByRole('grid');
    await user.click(within(grid).getByRole('checkbox', { name: 'Requiere verificación en dos pasos' }));
    await user.click(within(grid).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(sentBody(sent, 'PUT', '/api/roles/2')).toEqual({
        code: 'AGENTE',
        detail: 'Atiende',
        isActive: true,
        requiresTwoFactor: true,
      }),
    );
  });
});
