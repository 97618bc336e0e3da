// Deleting from a catalogue asks with the action the user chose (issue #24: 'Desactivar' asked 'Seguro que desea borrar
// el registro …?', without its '¿'): the kit's question for a catalogue whose delete deactivates, then the call.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Department } from '@tms/contracts';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { DepartmentsPage } from './departments-page';

const ventas = { id: 4, code: 'Ventas', detail: 'Ventas nacionales', ownerName: 'Administrador', isActive: true } as Department;

describe('DepartmentsPage', () => {
  it("asks '¿Seguro que desea desactivar el registro …?' for 'Desactivar' and deactivates on 'Confirmar'", async () => {
    const sent = answerApi({ 'GET /api/deparments': [ventas], 'DELETE /api/deparments/4': { result: true } });
    renderWithProviders(<DepartmentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(within(dialog).getByText('¿Seguro que desea desactivar el registro Ventas?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(sent).toContainEqual({ method: 'DELETE', path: '/api/deparments/4', body: null }));
  });
});
