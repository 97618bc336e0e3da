// The mailbox form: required fields answered in Spanish before any call, the stored password never shown (an edit
// sends none unless one is typed), the sender check with its authserv-id, 'Probar conexión' showing the server's
// refusal in a banner, and OAuth 2.0 sign-in: a preset filling its server, the fields each kind asks for, the
// connection's state ('Conectado como …', 'Requiere reconexión') and 'Conectar' / 'Reconectar'.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MailboxAuthKind,
  SenderCheck,
  channelMessages,
  mailboxAuthKindLabels,
  messages,
  oauthPresets,
  senderCheckLabels,
} from '@tms/contracts';
import { answerApi, failBody, sentBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { MailboxForm } from './mailbox-form';
import { KEEP_CLIENT_SECRET_HELP, KEEP_PASSWORD_HELP, TENANT_HELP } from './mailbox-sign-in-fields';
import { microsoftMailbox, supportMailbox as stored } from './mailbox-fixture';

const SLOW_FORM_MS = 60_000;

const lookups = {
  'GET /api/categories/all': [{ id: 2, code: 'Sistemas' }],
  'GET /api/categories/2/subcategories/all': [{ id: 5, code: 'Correo' }],
} as const;

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${name}`)), { target: { value } });
const password = () => screen.getByLabelText<HTMLInputElement>(/^Contraseña/);
const chooseSignIn = async (label: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: /^Inicio de sesión/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
};
describe('MailboxForm', () => {
  it(
    'asks for every required field in Spanish, the password included, without calling the server',
    async () => {
      const sent = answerApi(lookups);
      renderWithProviders(<MailboxForm active onSaved={vi.fn()} />);
      expect(screen.getByRole('spinbutton', { name: /^Puerto/ })).toHaveValue(993);
      expect(screen.getByLabelText(/^Carpeta/)).toHaveValue('INBOX');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

      // Six fields, and the authserv-id of the default sender check.
      expect(await screen.findAllByText(messages.fieldRequired)).toHaveLength(7);
      expect(screen.getByLabelText(/^Servidor que verifica/)).toHaveAccessibleDescription(messages.fieldRequired);
      expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
      expect(password()).toHaveAccessibleDescription(channelMessages.passwordRequired);
      fill('Puerto', '70000');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(channelMessages.invalidPort)).toBeInTheDocument();
      expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
    },
    SLOW_FORM_MS,
  );

  it(
    'never shows the stored password, and keeps it on a save when the field is left empty',
    async () => {
      const sent = answerApi({ ...lookups, 'PUT /api/mailboxes/4': stored });
      const onSaved = vi.fn();
      renderWithProviders(<MailboxForm mailbox={stored} active onSaved={onSaved} />);
      expect(password()).toHaveValue('');
      expect(password()).toHaveAttribute('type', 'password');
      expect(screen.getByText(KEEP_PASSWORD_HELP)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Servidor IMAP/)).toHaveValue('imap.example.com');

      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(4));
      expect(sentBody(sent, 'PUT', '/api/mailboxes/4')).toMatchObject({
        password: null,
        code: 'Soporte',
        categoryId: 2,
        subCategoryId: 5,
        folder: 'INBOX',
      });
    },
    SLOW_FORM_MS,
  );

  it(
    'asks for the authserv-id only while the sender is checked by Authentication-Results, and saves the choice',
    async () => {
      const sent = answerApi({ ...lookups, 'PUT /api/mailboxes/4': stored });
      const onSaved = vi.fn();
      renderWithProviders(<MailboxForm mailbox={stored} active onSaved={onSaved} />);
      const check = screen.getByRole('combobox', { name: /^Verificación del remitente/ });
      expect(check).toHaveTextContent(senderCheckLabels[SenderCheck.AuthenticationResults]);
      fill('Servidor que verifica', '');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(messages.fieldRequired)).toBeInTheDocument();
      expect(onSaved).not.toHaveBeenCalled();

      await userEvent.click(check);
      await userEvent.click(await screen.findByRole('option', { name: senderCheckLabels[SenderCheck.ReplyToken] }));
      expect(screen.queryByLabelText(/^Servidor que verifica/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(4));
      expect(sentBody(sent, 'PUT', '/api/mailboxes/4')).toMatchObject({ senderCheck: SenderCheck.ReplyToken, authservId: null });
    },
    SLOW_FORM_MS,
  );

  it(
    "shows the server's own refusal of 'Probar conexión', testing the stored password of the mailbox",
    async () => {
      const refusal = channelMessages.authenticationFailed;
      const sent = answerApi({ ...lookups, 'POST /api/mailboxes/test': () => failBody(400, refusal) });
      renderWithProviders(<MailboxForm mailbox={stored} active onSaved={vi.fn()} />);

      await userEvent.click(screen.getByRole('button', { name: 'Probar conexión' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(sentBody(sent, 'POST', '/api/mailboxes/test')).toMatchObject({
        host: 'imap.example.com',
        mailboxId: 4,
        password: null,
      });

      answerApi({ 'POST /api/mailboxes/test': { ok: true, message: channelMessages.connectionOk } });
      await userEvent.click(screen.getByRole('button', { name: 'Probar conexión' }));
      expect(await screen.findByText(channelMessages.connectionOk)).toBeInTheDocument();
      expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    },
    SLOW_FORM_MS,
  );

  it(
    "fills Microsoft 365's server, asks in Spanish for the tenant, the client and its secret, and saves them",
    async () => {
      const sent = answerApi({ ...lookups, 'POST /api/mailboxes': microsoftMailbox });
      const onSaved = vi.fn();
      renderWithProviders(<MailboxForm active onSaved={onSaved} />);
      await chooseSignIn(mailboxAuthKindLabels[MailboxAuthKind.Microsoft]);
      expect(screen.getByLabelText(/^Servidor IMAP/)).toHaveValue(oauthPresets.microsoft.host);
      expect(screen.getByLabelText(/^Servidor IMAP/)).toBeDisabled();
      expect(screen.queryByLabelText(/^Contraseña/)).not.toBeInTheDocument();
      expect(screen.getByText(TENANT_HELP)).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByLabelText(/^Inquilino/)).toHaveAccessibleDescription(messages.fieldRequired);
      expect(screen.getByLabelText(/^Id. de cliente/)).toHaveAccessibleDescription(messages.fieldRequired);
      expect(screen.getByLabelText(/^Secreto del cliente/)).toHaveAccessibleDescription(channelMessages.passwordRequired);
      fill('Inquilino', 'contoso/mal');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(channelMessages.invalidTenant)).toBeInTheDocument();
      expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);

      fill('Código', 'Soporte 365');
      fill('Correo del buzón', 'soporte@contoso.com');
      fill('Usuario', 'soporte@contoso.com');
      fill('Inquilino', 'contoso.onmicrosoft.com');
      fill('Id. de cliente', 'app-1');
      fill('Secreto del cliente', 'secreto-1');
      fill('Servidor que verifica', 'mx.contoso.com');
      await userEvent.click(screen.getByRole('combobox', { name: /^Categoría de los tickets/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Sistemas' }));
      await userEvent.click(screen.getByRole('combobox', { name: /^Subcategoría de los tickets/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Correo' }));
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
      expect(sentBody(sent, 'POST', '/api/mailboxes')).toMatchObject({
        authKind: MailboxAuthKind.Microsoft,
        host: oauthPresets.microsoft.host,
        port: 993,
        tenant: 'contoso.onmicrosoft.com',
        clientId: 'app-1',
        clientSecret: 'secreto-1',
        password: null,
      });
    },
    SLOW_FORM_MS,
  );

  it(
    "shows 'Conectado como …' with the expiry, keeps the secret unseen, and 'Reconectar' opens the consent page",
    async () => {
      const consentPage = 'https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/authorize?state=s';
      const sent = answerApi({ ...lookups, 'POST /api/mailboxes/7/oauth/authorize': { url: consentPage } });
      const openConsentPage = vi.fn();
      renderWithProviders(<MailboxForm mailbox={microsoftMailbox} active onSaved={vi.fn()} openConsentPage={openConsentPage} />);
      expect(screen.getByText(channelMessages.connectedAs('soporte@contoso.com'))).toBeInTheDocument();
      expect(screen.getByText(/El acceso vigente vence el/)).toBeInTheDocument();
      expect(screen.getByLabelText<HTMLInputElement>(/^Secreto del cliente/)).toHaveValue('');
      expect(screen.getByText(KEEP_CLIENT_SECRET_HELP)).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Reconectar' }));
      await waitFor(() => expect(openConsentPage).toHaveBeenCalledWith(consentPage));
      expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
        '/api/mailboxes/7/oauth/authorize',
      ]);
    },
    SLOW_FORM_MS,
  );

  it(
    "shows 'Requiere reconexión', and the server's refusal of 'Conectar' in a banner",
    async () => {
      answerApi({
        ...lookups,
        'POST /api/mailboxes/7/oauth/authorize': () => failBody(400, channelMessages.saveBeforeConnecting),
      });
      const openConsentPage = vi.fn();
      const waiting = { ...microsoftMailbox, needsReconnect: true, accessTokenExpiresAt: null };
      renderWithProviders(<MailboxForm mailbox={waiting} active onSaved={vi.fn()} openConsentPage={openConsentPage} />);
      expect(screen.getByText('Requiere reconexión')).toBeInTheDocument();
      expect(screen.queryByText(/El acceso vigente vence el/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Reconectar' }));
      expect(await screen.findByText(channelMessages.saveBeforeConnecting)).toBeInTheDocument();
      expect(openConsentPage).not.toHaveBeenCalled();
    },
    SLOW_FORM_MS,
  );

  it(
    "asks a generic provider's endpoints in Spanish and keeps 'Conectar' waiting until the OAuth sign-in is saved",
    async () => {
      const sent = answerApi(lookups);
      renderWithProviders(<MailboxForm mailbox={stored} active onSaved={vi.fn()} openConsentPage={vi.fn()} />);
      expect(screen.queryByRole('button', { name: 'Conectar' })).not.toBeInTheDocument();
      await chooseSignIn(mailboxAuthKindLabels[MailboxAuthKind.OAuth]);
      expect(screen.getByRole('button', { name: 'Conectar' })).toBeDisabled();
      expect(screen.getByText(channelMessages.saveBeforeConnecting)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Servidor IMAP/)).toBeEnabled();

      fill('Endpoint de autorización', 'https://login.example.com/authorize');
      fill('Endpoint de tokens', 'http://login.example.com/token');
      fill('Permisos', 'imap offline_access');
      fill('Id. de cliente', 'mesa');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(channelMessages.endpointNotSecure)).toBeInTheDocument();
      expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
    },
    SLOW_FORM_MS,
  );
});
