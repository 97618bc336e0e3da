// While a new password is needed the profile asks the server for nothing it would refuse (403): only the password
// change shows; the e-mail preference appears once the password is chosen.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { EMAIL_NOTIFICATIONS_LABEL } from '../components/email-notifications-switch';
import { ChangePasswordPage } from './change-password-page';

afterEach(() => {
  cleanup();
  sessionStore.clear();
});

describe('ChangePasswordPage', () => {
  it('asks for the e-mail preference only once no new password is needed', async () => {
    const sent = answerApi({ 'GET /api/users/me/preferences': { emailNotifications: true } });
    answerApi({ 'GET /api/api-tokens': [] });
    answerApi({ 'GET /api/auth/two-factor': { enabled: false, required: false, recoveryCodesLeft: 0 } });
    sessionStore.save({ ...testSession, needChangePassword: true });
    renderWithProviders(<ChangePasswordPage />);

    expect(screen.getByRole('heading', { name: 'Perfil de usuario' })).toBeVisible();
    expect(screen.queryByLabelText(EMAIL_NOTIFICATIONS_LABEL)).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    act(() => sessionStore.update({ needChangePassword: false }));
    const preference = await screen.findByRole('switch', { name: EMAIL_NOTIFICATIONS_LABEL });
    await waitFor(() => expect(preference).toBeChecked());
    expect(sent.map((request) => request.path)).toEqual(['/api/users/me/preferences']);
  });
});
