// The profile's 'Verificación en dos pasos' (docs/product/access.md#two-step-sign-in): 'Configurar' shows the key as a
// QR code and as text, a 6-digit code turns it on and the ten recovery codes show once ('Descargar' saves them as a
// .txt); once on, a code or a recovery code turns it off, unless the role requires it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twoFactorMessages, type TwoFactorStatus } from '@tms/contracts';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi, failBody, sentBody, successBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { RECOVERY_CODES_FILE } from './recovery-codes-panel';
import { SECRET_LABEL } from './two-step-key-setup';
import { TwoStepSection } from './two-step-section';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SETUP = {
  secret: SECRET,
  otpauthUrl: `otpauth://totp/Empresa:admin?secret=${SECRET}`,
  qrCode: 'data:image/png;base64,iVBOR',
};
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD${i + 2}-EFGH${i + 2}`);
const off: TwoFactorStatus = { enabled: false, required: false, recoveryCodesLeft: 0 };
const on: TwoFactorStatus = { enabled: true, required: false, recoveryCodesLeft: 7 };

let createObjectUrl: ReturnType<typeof vi.fn<(blob: Blob) => string>>;
let clickedLinks: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  sessionStore.save(testSession);
  createObjectUrl = vi.fn((_blob: Blob) => 'blob:codigos');
  URL.createObjectURL = createObjectUrl;
  URL.revokeObjectURL = vi.fn();
  clickedLinks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  clickedLinks.mockRestore();
});

describe('TwoStepSection', () => {
  it('sets the second step up: QR code and key, a code of it, then the recovery codes once, downloadable', async () => {
    let status = off;
    const sent = answerApi({
      'GET /api/auth/two-factor': () => successBody(status),
      'POST /api/auth/two-factor/setup': SETUP,
      'POST /api/auth/two-factor/enable': () => {
        status = { enabled: true, required: false, recoveryCodesLeft: 10 };
        return successBody({ recoveryCodes: CODES });
      },
    });
    const onDone = vi.fn();
    renderWithProviders(<TwoStepSection onDone={onDone} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Configurar' }));
    expect(await screen.findByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toHaveAttribute(
      'src',
      SETUP.qrCode,
    );
    expect(screen.getByLabelText(SECRET_LABEL)).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const code = screen.getByRole('textbox', { name: 'Código' });
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText(twoFactorMessages.codeFormat)).toBeVisible();
    expect(sentBody(sent, 'POST', '/api/auth/two-factor/enable')).toBeUndefined();

    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    const list = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(sentBody(sent, 'POST', '/api/auth/two-factor/enable')).toEqual({ code: '123456' });
    expect(screen.getByText(twoFactorMessages.enabled)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    const link = clickedLinks.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(RECOVERY_CODES_FILE);
    const text = await createObjectUrl.mock.calls[0][0].text();
    expect(text).toContain(`Usuario: ${testSession.userName}`);
    for (const recoveryCode of CODES) expect(text).toContain(`\n${recoveryCode}\n`);

    await userEvent.click(screen.getByRole('button', { name: 'Listo' }));
    expect(onDone).toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Códigos de recuperación' })).not.toBeInTheDocument();
    expect(await screen.findByText('Códigos de recuperación sin usar: 10')).toBeVisible();
  });

  it("shows the server's refusal of a code and empties the field", async () => {
    answerApi({
      'GET /api/auth/two-factor': off,
      'POST /api/auth/two-factor/setup': SETUP,
      'POST /api/auth/two-factor/enable': () => failBody(400, twoFactorMessages.codeWrong, { code: twoFactorMessages.codeWrong }),
    });
    renderWithProviders(<TwoStepSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Configurar' }));
    const code = await screen.findByRole('textbox', { name: 'Código' });
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));

    await waitFor(() => expect(code).toHaveValue(''));
    expect(code).toHaveAccessibleDescription(twoFactorMessages.codeWrong);
    expect(code).toHaveFocus();
  });

  it('turns it off with a recovery code', async () => {
    const sent = answerApi({ 'GET /api/auth/two-factor': on, 'POST /api/auth/two-factor/disable': { result: true } });
    renderWithProviders(<TwoStepSection />);
    expect(await screen.findByText('Códigos de recuperación sin usar: 7')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Código de recuperación' }), 'abcd2-efgh2');
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText(twoFactorMessages.disabled)).toBeVisible();
    expect(sentBody(sent, 'POST', '/api/auth/two-factor/disable')).toEqual({ recoveryCode: 'abcd2-efgh2' });
  });

  it('offers no way off when the role requires it', async () => {
    answerApi({ 'GET /api/auth/two-factor': { ...on, required: true } });
    renderWithProviders(<TwoStepSection />);
    expect(await screen.findByText(twoFactorMessages.requiredByRole)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
  });
});
