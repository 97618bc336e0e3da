// /two-step-setup (docs/product/access.md#two-step-sign-in): the role requires the second step; once it is on and the
// recovery codes are put away, the session no longer asks for it and the app opens at /.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { twoFactorMessages } from '@tms/contracts';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { TwoStepSetupPage } from './two-step-setup-page';

afterEach(() => {
  cleanup();
  sessionStore.clear();
});

describe('TwoStepSetupPage', () => {
  it('says the role requires it, and goes on into the app once it is set up', async () => {
    answerApi({
      'GET /api/auth/two-factor': { enabled: false, required: true, recoveryCodesLeft: 0 },
      'POST /api/auth/two-factor/setup': {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrCode: 'data:image/png;base64,iVBOR',
      },
      'POST /api/auth/two-factor/enable': { recoveryCodes: ['ABCDE-23456'] },
    });
    sessionStore.save({ ...testSession, needTwoFactorSetup: true });
    renderWithProviders(
      <Routes>
        <Route path="/two-step-setup" element={<TwoStepSetupPage />} />
        <Route path="/" element={<p>Inicio</p>} />
      </Routes>,
      { route: '/two-step-setup' },
    );
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos', level: 1 })).toBeVisible();
    expect(screen.getByText(twoFactorMessages.setupRequired)).toBeVisible();

    await userEvent.click(await screen.findByRole('button', { name: 'Configurar' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Código' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Listo' }));

    expect(await screen.findByText('Inicio')).toBeVisible();
    expect(sessionStore.get()?.needTwoFactorSetup).toBe(false);
  });
});
