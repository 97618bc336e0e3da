// The sign-in's second step (docs/product/access.md#two-step-sign-in): a right password that answers a challenge goes
// on to the code of the app (or a recovery code), checked before it is sent; the code's answer is the session handed
// over; a wrong code shows the server's message and empties the field; a challenge that ran out goes back to the
// password.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twoFactorMessages } from '@tms/contracts';
import { answerApi, failBody, sentBody, type SentRequest } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession as session } from '@/lib/testing/test-session';
import { SignInForm } from './sign-in-form';

const CHALLENGE = 'reto-de-prueba';
let sent: SentRequest[];

beforeEach(() => {
  sent = answerApi({ 'POST /api/auth/login': { twoFactorRequired: true, challengeToken: CHALLENGE } });
});

/** Signs in with the right password: the second step shows. */
async function passwordStep() {
  const onSignedIn = vi.fn();
  renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
  await userEvent.type(screen.getByLabelText('Usuario'), 'admin');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Admin123!');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  return { onSignedIn, code: screen.getByRole('textbox', { name: 'Código' }) };
}

describe('the second step of the sign-in', () => {
  it('hands over the session the code of the app gets, and no session before', async () => {
    const verified = answerApi({ 'POST /api/auth/two-factor/verify': session });
    const { onSignedIn, code } = await passwordStep();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(code).toHaveFocus();

    await userEvent.type(code, '123 456{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    expect(verified).toEqual([
      { method: 'POST', path: '/api/auth/two-factor/verify', body: { challengeToken: CHALLENGE, code: '123 456' } },
    ]);
    expect(sent).toHaveLength(1);
  });

  it('asks for 6 digits before sending anything', async () => {
    const verified = answerApi({ 'POST /api/auth/two-factor/verify': session });
    const { code } = await passwordStep();
    await userEvent.type(code, '12a456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(twoFactorMessages.codeFormat)).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(verified).toEqual([]);
  });

  it('takes a recovery code instead', async () => {
    const verified = answerApi({ 'POST /api/auth/two-factor/verify': session });
    const { onSignedIn } = await passwordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Código de recuperación' }), 'abcde-23456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    expect(sentBody(verified, 'POST', '/api/auth/two-factor/verify')).toEqual({
      challengeToken: CHALLENGE,
      recoveryCode: 'abcde-23456',
    });
  });

  it("shows the server's refusal of a wrong code and empties the field for another try", async () => {
    answerApi({
      'POST /api/auth/two-factor/verify': () => failBody(401, twoFactorMessages.codeWrong, undefined, 'auth.invalid_code'),
    });
    const { onSignedIn, code } = await passwordStep();
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.codeWrong);
    await waitFor(() => expect(code).toHaveValue(''));
    expect(code).toHaveFocus();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('goes back to the password when the challenge ran out', async () => {
    answerApi({
      'POST /api/auth/two-factor/verify': () =>
        failBody(401, twoFactorMessages.challengeExpired, undefined, 'auth.challenge_expired'),
    });
    const { code } = await passwordStep();
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.challengeExpired);
    expect(await screen.findByLabelText('Usuario')).toHaveValue('admin');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
  });
});
