// The own password change (docs/product/access.md#change-and-recover-password): a change the user chose asks for the
// current password and shows the server's verdict on it; the forced change after a recovery or a reset does not.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessMessages, messages } from '@tms/contracts';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi, failBody, sentBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { ChangePasswordForm } from './change-password-form';

const UPDATE = '/api/users/updatePassword';
const updated = { result: true, message: messages.passwordUpdated };

afterEach(() => {
  cleanup();
  sessionStore.clear();
});

function renderForm(needChangePassword: boolean) {
  sessionStore.save({ ...testSession, needChangePassword });
  renderWithProviders(<ChangePasswordForm />);
  return { send: screen.getByRole('button', { name: 'Actualizar' }) };
}

async function typeNewPassword(password: string) {
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.type(screen.getByLabelText('Confirmar contraseña'), password);
}

describe('ChangePasswordForm', () => {
  it('asks for the current password and sends it with the new one', async () => {
    const sent = answerApi({ [`PUT ${UPDATE}`]: updated });
    const { send } = renderForm(false);
    await typeNewPassword('Nueva12345');
    expect(send).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'Vieja12345');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);

    await waitFor(() =>
      expect(sentBody(sent, 'PUT', UPDATE)).toEqual({
        currentPassword: 'Vieja12345',
        password: 'Nueva12345',
        confirmPassword: 'Nueva12345',
      }),
    );
  });

  it("shows the server's message on the current password when it is wrong", async () => {
    answerApi({
      [`PUT ${UPDATE}`]: () =>
        failBody(400, accessMessages.currentPasswordWrong, { currentPassword: accessMessages.currentPasswordWrong }),
    });
    const { send } = renderForm(false);
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'Equivocada1');
    await typeNewPassword('Nueva12345');
    await userEvent.click(send);

    await waitFor(() => expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(accessMessages.currentPasswordWrong).length).toBeGreaterThan(0);
    expect(sessionStore.get()?.needChangePassword).toBe(false);
  });

  it('asks only for the new password in the forced change, and sends no current one', async () => {
    const sent = answerApi({ [`PUT ${UPDATE}`]: updated });
    const { send } = renderForm(true);
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await typeNewPassword('Nueva12345');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);

    await waitFor(() => expect(sentBody(sent, 'PUT', UPDATE)).toEqual({ password: 'Nueva12345', confirmPassword: 'Nueva12345' }));
    await waitFor(() => expect(sessionStore.get()?.needChangePassword).toBe(false));
  });
});
