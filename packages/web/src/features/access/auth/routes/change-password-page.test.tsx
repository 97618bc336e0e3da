// While a new password is needed the profile asks the server for nothing it would refuse (403): only the password
// change shows; the e-mail preference appears once the password is chosen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@/lib/session/session-store';
import { stubApiAnswers } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { EMAIL_NOTIFICATIONS_LABEL } from '../components/email-notifications-switch';
import { ChangePasswordPage } from './change-password-page';

const PREFERENCES = '/api/users/me/preferences';

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('ChangePasswordPage', () => {
  it('asks for the e-mail preference only once no new password is needed', async () => {
    const fetchMock = stubApiAnswers({ [PREFERENCES]: { emailNotifications: true } });
    sessionStore.save({ ...testSession, needChangePassword: true });
    renderWithProviders(<ChangePasswordPage />);

    expect(screen.getByRole('heading', { name: 'Perfil de usuario' })).toBeVisible();
    expect(screen.queryByLabelText(EMAIL_NOTIFICATIONS_LABEL)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => sessionStore.update({ needChangePassword: false }));
    const preference = await screen.findByRole('switch', { name: EMAIL_NOTIFICATIONS_LABEL });
    await waitFor(() => expect(preference).toBeChecked());
    expect(fetchMock).toHaveBeenCalledWith(PREFERENCES, expect.anything());
  });
});
