// Sign-in (docs/product/access.md#sign-in): both fields required ('El campo es requerido'), at most 64 characters,
// validated 300 ms after typing stops; 'Enviar' only for a valid form; Enter in the password field submits.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, type SentRequest } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession as session } from '@/lib/testing/test-session';
import { SignInForm } from './sign-in-form';

let sent: SentRequest[];

beforeEach(() => {
  sent = answerApi({ 'POST /api/auth/login': session });
});

function renderForm() {
  const onSignedIn = vi.fn();
  renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
  return {
    onSignedIn,
    user: screen.getByLabelText('Usuario'),
    password: screen.getByLabelText('Contraseña'),
    send: screen.getByRole('button', { name: 'Enviar' }),
  };
}

describe('SignInForm', () => {
  it('keeps Enviar disabled until both fields are filled', async () => {
    const { user, password, send } = renderForm();
    expect(send).toBeDisabled();

    await userEvent.type(user, 'admin');
    await waitFor(() => expect(send).toBeDisabled());
    await userEvent.type(password, 'Admin123!');
    await waitFor(() => expect(send).toBeEnabled());
  });

  it("shows 'El campo es requerido' once an emptied field settles", async () => {
    const { user, send } = renderForm();
    await userEvent.type(user, 'a');
    await userEvent.clear(user);

    expect(await screen.findByText('El campo es requerido')).toBeInTheDocument();
    expect(user).toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeDisabled();
  });

  it('refuses more than 64 characters', async () => {
    const { user, password, send } = renderForm();
    await userEvent.type(password, 'Admin123!');
    await userEvent.type(user, 'x'.repeat(65));

    expect(await screen.findByText('Maximo 64 caracteres')).toBeInTheDocument();
    expect(send).toBeDisabled();

    await userEvent.type(user, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Maximo 64 caracteres')).not.toBeInTheDocument());
    expect(send).toBeEnabled();
  });

  it('submits with Enter in the password field and hands over the session', async () => {
    const { user, password, onSignedIn } = renderForm();
    await userEvent.type(user, 'admin');
    await userEvent.type(password, 'Admin123!');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());

    await userEvent.type(password, '{Enter}');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(onSignedIn.mock.calls[0][0]).toEqual(session);
    expect(sent).toEqual([{ method: 'POST', path: '/api/auth/login', body: { userName: 'admin', password: 'Admin123!' } }]);
  });

  it('does not submit with Enter while the form is invalid', async () => {
    const { user, password } = renderForm();
    await userEvent.type(user, 'admin');
    await userEvent.type(password, '{Enter}');

    expect(sent).toEqual([]);
  });
});
