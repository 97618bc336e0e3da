// The 'Correo entrante' screen: the mailboxes listed with how each signs in, deactivation after the kit's
// confirmation, on an existing mailbox the mails read with their outcome in Spanish and a link to the ticket each one
// became, and the outcome of a provider's consent page said when the browser comes back from it.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MailboxOAuthOutcome,
  catalogueMessages,
  channelMessages,
  mailboxOAuthOutcomeMessages,
  type InboundMail,
} from '@tms/contracts';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { MailboxesPage } from './mailboxes-page';
import { microsoftMailbox, supportMailbox as soporte } from '../components/mailbox-fixture';

const SLOW_SCREEN_MS = 60_000;

const mails: InboundMail[] = [
  {
    id: 1,
    messageId: '<a@example.com>',
    fromAddress: 'ana@example.com',
    subject: 'No imprime',
    outcome: 'ticket',
    reason: null,
    ticketId: 12,
    receivedDate: '2026-11-20T16:30:00.000Z',
  },
  {
    id: 2,
    messageId: '<b@example.com>',
    fromAddress: 'nadie@otra.com',
    subject: 'Hola',
    outcome: 'auto-answered',
    reason: 'Remitente desconocido: se envió la respuesta automática.',
    ticketId: null,
    receivedDate: '2026-11-20T17:00:00.000Z',
  },
];

describe('MailboxesPage', () => {
  it(
    'lists the mailboxes and deactivates one after the confirmation',
    async () => {
      const sent = answerApi({ 'GET /api/mailboxes': [soporte], 'DELETE /api/mailboxes/4': { result: true } });
      renderWithProviders(<MailboxesPage />);
      expect(await screen.findByText('soporte@example.com')).toBeInTheDocument();
      expect(screen.getByText('imap.example.com')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(catalogueMessages.confirmDelete('Soporte'))).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      await waitFor(() => expect(sent).toContainEqual({ method: 'DELETE', path: '/api/mailboxes/4', body: null }));
    },
    SLOW_SCREEN_MS,
  );

  it(
    'shows the mails read from a mailbox with their outcome and the ticket they became',
    async () => {
      answerApi({
        'GET /api/mailboxes': [soporte],
        'GET /api/mailboxes/4': soporte,
        'GET /api/mailboxes/4/mails': mails,
        'GET /api/categories/all': [{ id: 2, code: 'Sistemas' }],
        'GET /api/categories/2/subcategories/all': [{ id: 5, code: 'Correo' }],
      });
      renderWithProviders(<MailboxesPage />);
      await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
      expect(await screen.findByText('Buzón: Soporte')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('tab', { name: 'Correos leídos' }));
      expect(await screen.findByText('No imprime')).toBeInTheDocument();
      expect(screen.getByText('Ticket creado')).toBeInTheDocument();
      expect(screen.getByText('Respuesta automática enviada')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '#12' })).toHaveAttribute('href', '/ticket/12');
    },
    SLOW_SCREEN_MS,
  );

  it(
    'shows how each mailbox signs in, and what the consent page came to once back from it',
    async () => {
      const waiting = { ...microsoftMailbox, id: 8, code: 'Ventas 365', address: 'ventas@contoso.com', needsReconnect: true };
      answerApi({ 'GET /api/mailboxes': [soporte, microsoftMailbox, waiting] });
      renderWithProviders(<MailboxesPage />, { route: `/mailboxes?oauth=${MailboxOAuthOutcome.Connected}&mailbox=7` });
      expect(await screen.findByText(channelMessages.connectedAs('soporte@contoso.com'))).toBeInTheDocument();
      expect(screen.getByText('Requiere reconexión')).toBeInTheDocument();
      expect(screen.getByText('Contraseña')).toBeInTheDocument();
      const banner = screen.getByRole('alert');
      expect(banner).toHaveTextContent(mailboxOAuthOutcomeMessages.connected);
      await userEvent.click(within(banner).getByRole('button', { name: /close|cerrar/i }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );

  it(
    'says a refused consent as an error, and ignores an outcome it does not know',
    async () => {
      answerApi({ 'GET /api/mailboxes': [soporte] });
      const { unmount } = renderWithProviders(<MailboxesPage />, { route: `/mailboxes?oauth=${MailboxOAuthOutcome.Denied}` });
      expect(await screen.findByText(mailboxOAuthOutcomeMessages.denied)).toBeInTheDocument();
      unmount();
      renderWithProviders(<MailboxesPage />, { route: '/mailboxes?oauth=inventado' });
      expect(await screen.findByText('soporte@example.com')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );
});
