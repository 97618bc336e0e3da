// The roles table edits rows in place: each edit field is named after its column, and a new row saves what was typed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { stubApiAnswers, successAnswer } from '@/lib/testing/api-answers';
import { RolesPage } from './roles-page';

const ROLES = [{ id: 1, code: 'ADMINISTRADOR', detail: 'Administra', isActive: true, isEditable: false }];

afterEach(() => vi.unstubAllGlobals());

describe('RolesPage', () => {
  it('names every field of a new row after its column and creates the role typed in it', async () => {
    const fetchMock = stubApiAnswers({ '/api/roles': ROLES });
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

    fetchMock.mockImplementationOnce(async () => successAnswer({ id: 2, code: 'SOPORTE', isEditable: true }, 201));
    await user.click(within(grid).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/roles', expect.objectContaining({ method: 'POST' })));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ code: 'SOPORTE', detail: 'Mesa de soporte', isActive: false });
  });
});
