// The mailbox form: required fields answered in Spanish before any call, the stored password never shown (an edit
// sends none unless one is typed), and 'Probar conexión' showing the server's own refusal in a banner.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { channelMessages, messages } from '@tms/contracts';
import { failAnswer, stubApiAnswers, successAnswer } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { KEEP_PASSWORD_HELP, MailboxForm } from './mailbox-form';
import { supportMailbox as stored } from './mailbox-fixture';

const SLOW_FORM_MS = 60_000;

const lookups = {
  '/api/categories/all': [{ id: 2, code: 'Sistemas' }],
  '/api/categories/2/subcategories/all': [{ id: 5, code: 'Correo' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${name}`)), { target: { value } });
const password = () => screen.getByLabelText<HTMLInputElement>(/^Contraseña/);
const sentBody = (fetchMock: ReturnType<typeof stubApiAnswers>, url: string, method: string) => {
  const call = fetchMock.mock.calls.find(([address, init]) => String(address) === url && init?.method === method);
  return JSON.parse(String(call?.[1]?.body));
};

describe('MailboxForm', () => {
  it(
    'asks for every required field in Spanish, the password included, without calling the server',
    async () => {
      const fetchMock = stubApiAnswers(lookups);
      renderWithProviders(<MailboxForm active onSaved={vi.fn()} />);
      expect(screen.getByRole('spinbutton', { name: /^Puerto/ })).toHaveValue(993);
      expect(screen.getByLabelText(/^Carpeta/)).toHaveValue('INBOX');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

      expect(await screen.findAllByText(messages.fieldRequired)).toHaveLength(6);
      expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
      expect(password()).toHaveAccessibleDescription(channelMessages.passwordRequired);
      fill('Puerto', '70000');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(channelMessages.invalidPort)).toBeInTheDocument();
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    },
    SLOW_FORM_MS,
  );

  it(
    'never shows the stored password, and keeps it on a save when the field is left empty',
    async () => {
      const fetchMock = stubApiAnswers({ ...lookups, '/api/mailboxes/4': stored });
      const onSaved = vi.fn();
      renderWithProviders(<MailboxForm mailbox={stored} active onSaved={onSaved} />);
      expect(password()).toHaveValue('');
      expect(password()).toHaveAttribute('type', 'password');
      expect(screen.getByText(KEEP_PASSWORD_HELP)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Servidor IMAP/)).toHaveValue('imap.example.com');

      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(4));
      const body = sentBody(fetchMock, '/api/mailboxes/4', 'PUT');
      expect(body.password).toBeNull();
      expect(body).toMatchObject({ code: 'Soporte', categoryId: 2, subCategoryId: 5, folder: 'INBOX' });
    },
    SLOW_FORM_MS,
  );

  it(
    "shows the server's own refusal of 'Probar conexión', testing the stored password of the mailbox",
    async () => {
      const refusal = channelMessages.authenticationFailed('[AUTHENTICATIONFAILED] Authentication failed.');
      const fetchMock = stubApiAnswers(lookups);
      fetchMock.mockImplementation(async (url) =>
        String(url) === '/api/mailboxes/test' ? failAnswer(400, refusal) : successAnswer([]),
      );
      renderWithProviders(<MailboxForm mailbox={stored} active onSaved={vi.fn()} />);

      await userEvent.click(screen.getByRole('button', { name: 'Probar conexión' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(sentBody(fetchMock, '/api/mailboxes/test', 'POST')).toMatchObject({
        host: 'imap.example.com',
        mailboxId: 4,
        password: null,
      });

      fetchMock.mockImplementation(async () => successAnswer({ ok: true, message: channelMessages.connectionOk }));
      await userEvent.click(screen.getByRole('button', { name: 'Probar conexión' }));
      expect(await screen.findByText(channelMessages.connectionOk)).toBeInTheDocument();
      expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    },
    SLOW_FORM_MS,
  );
});
