// 'Restablecer verificación en dos pasos' (docs/product/access.md#two-step-sign-in): offered while the user's second
// step is on and the administrator may edit the user, asked first, then DELETE users/{id}/two-factor.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twoFactorMessages, type UserDetail } from '@tms/contracts';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { RESET_TWO_FACTOR_LABEL, ResetTwoFactorButton } from './reset-two-factor-button';

const abilities = { canEdit: true, canDelete: true, canChangeRole: true, assignableRoleIds: [2] };
const enrolled = { id: 40, userName: 'ana.lopez', twoFactorEnabled: true, abilities } as UserDetail;

describe('ResetTwoFactorButton', () => {
  it('asks, then resets the second step of the user', async () => {
    const sent = answerApi({ 'DELETE /api/users/40/two-factor': { result: true } });
    renderWithProviders(<ResetTwoFactorButton user={enrolled} />);
    expect(screen.getByText('Verificación en dos pasos activa.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: RESET_TWO_FACTOR_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(dialog).toHaveTextContent('¿Desea restablecer la verificación en dos pasos de ana.lopez?');
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText(twoFactorMessages.reset)).toBeVisible();
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/users/40/two-factor', body: null }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing when the administrator cancels', async () => {
    renderWithProviders(<ResetTwoFactorButton user={enrolled} />);
    await userEvent.click(screen.getByRole('button', { name: RESET_TWO_FACTOR_LABEL }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers nothing when the second step is off, or the administrator may not edit the user', () => {
    const { unmount } = renderWithProviders(<ResetTwoFactorButton user={{ ...enrolled, twoFactorEnabled: false }} />);
    expect(screen.getByText('Verificación en dos pasos no configurada.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ResetTwoFactorButton user={{ ...enrolled, abilities: { ...abilities, canEdit: false } }} />);
    expect(screen.queryByRole('button', { name: RESET_TWO_FACTOR_LABEL })).not.toBeInTheDocument();
  });
});
