// The mailbox form: required fields answered in Spanish before any call, the stored password never shown (an edit
// sends none unless one is typed), the sender check with its authserv-id, and 'Probar conexión' showing the server's
// refusal in a banner.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SenderCheck, channelMessages, messages, senderCheckLabels } from '@tms/contracts';
import { answerApi, failBody, sentBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { KEEP_PASSWORD_HELP, MailboxForm } from './mailbox-form';
import { supportMailbox as stored } from './mailbox-fixture';

const SLOW_FORM_MS = 60_000;

const lookups = {
  'GET /api/categories/all': [{ id: 2, code: 'Sistemas' }],
  'GET /api/categories/2/subcategories/all': [{ id: 5, code: 'Correo' }],
} as const;

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${name}`)), { target: { value } });
const password = () => screen.getByLabelText<HTMLInputElement>(/^Contraseña/);
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
});
