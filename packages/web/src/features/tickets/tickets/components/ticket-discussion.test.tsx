// The discussion of a ticket (docs/product/tickets.md#discussion-and-internal-notes): notes show on their own
// background labelled 'Nota interna'; internal users choose 'Respuesta' or 'Nota interna'; 'Enviar mensaje' (for a
// note 'Agregar nota interna') posts the message alone and empties the editor, leaving the form's other edits as they
// were.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { http } from 'msw';
import type { Ticket } from '@tms/contracts';
import { successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { noAbilities, ticketFixture } from './ticket-fixture';
import { ticketFormValues, type TicketFormValues } from './ticket-form-values';
import { TicketDiscussion } from './ticket-discussion';
import { TicketFormProvider } from './ticket-form-context';

const reply = {
  order: 1,
  message: '<p>Mañana cambiamos el tóner.</p>',
  createdBy: 3,
  createdByName: 'Ana Agente',
  createdDate: '2026-01-05T16:00:00.000Z',
  origin: null,
  isInternal: false,
};
const note = { ...reply, order: 2, message: '<p>Debe tres facturas.</p>', isInternal: true };

let posted: unknown[] = [];
beforeEach(() => {
  posted = [];
  // The discussion as the server answers it: the message sent, after the one before.
  server.use(
    http.post('/api/workitems/7/discussions', async ({ request }) => {
      const body = (await request.json()) as { message: string; isInternal: boolean };
      posted.push(body);
      return successBody([reply, { ...reply, order: 2, message: body.message, isInternal: body.isInternal }], 201);
    }),
  );
});

/** The discussion in a ticket form, which shows the values the test reads. */
function Discussion({ ticket, values = {} }: { ticket: Ticket; values?: Partial<TicketFormValues> }) {
  const form = useForm<TicketFormValues>({ defaultValues: { ...ticketFormValues(ticket), ...values } });
  const [subject, discussion] = useWatch({ control: form.control, name: ['subject', 'discussion'] });
  return (
    <TicketFormProvider form={form}>
      <TicketDiscussion ticket={ticket} />
      <output data-testid="subject">{subject}</output>
      <output data-testid="discussion">{discussion}</output>
    </TicketFormProvider>
  );
}

describe('the discussion', () => {
  it("shows a note on its own background, labelled 'Nota interna', and a reply without it", () => {
    renderWithProviders(<Discussion ticket={ticketFixture({ discussions: [reply, note] })} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(second).toHaveAccessibleName('Nota interna');
    expect(second).toHaveTextContent('Nota interna');
    expect(first).not.toHaveTextContent('Nota interna');
  });

  it("offers 'Respuesta' or 'Nota interna' to internal users only", () => {
    const { unmount } = renderWithProviders(<Discussion ticket={ticketFixture({ abilities: noAbilities })} />);
    expect(screen.queryByRole('button', { name: 'Nota interna' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Discussion ticket={ticketFixture({ abilities: { ...noAbilities, canWriteInternalNotes: true } })} />);
    expect(screen.getByRole('button', { name: 'Respuesta' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Nota interna' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("names the send button after what is written: 'Agregar nota interna' for a note, 'Enviar mensaje' for a reply", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Discussion ticket={ticketFixture({ abilities: { ...noAbilities, canWriteInternalNotes: true } })} />);
    await user.click(screen.getByRole('button', { name: 'Nota interna' }));
    expect(screen.getByRole('button', { name: 'Agregar nota interna' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar mensaje' })).not.toBeInTheDocument();
    expect(screen.getByText("Envíela con 'Agregar nota interna' (Ctrl+Enter) o al guardar el ticket.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Respuesta' }));
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar nota interna' })).not.toBeInTheDocument();
    expect(screen.getByText("Envíelo con 'Enviar mensaje' (Ctrl+Enter) o al guardar el ticket.")).toBeInTheDocument();
  });

  it("sends a note with 'Agregar nota interna', empties the editor and keeps the other edits", async () => {
    const user = userEvent.setup();
    const ticket = ticketFixture({ abilities: { ...noAbilities, canWriteInternalNotes: true } });
    renderWithProviders(<Discussion ticket={ticket} values={{ subject: 'Editado sin guardar', discussion: '<p>Escalar</p>' }} />);
    await user.click(screen.getByRole('button', { name: 'Nota interna' }));
    await user.click(screen.getByRole('button', { name: 'Agregar nota interna' }));
    await waitFor(() => expect(screen.getByTestId('discussion')).toBeEmptyDOMElement());
    expect(posted).toEqual([{ message: '<p>Escalar</p>', isInternal: true }]);
    expect(screen.getByTestId('subject')).toHaveTextContent('Editado sin guardar');
  });

  it('asks for a message instead of sending an empty one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Discussion ticket={ticketFixture()} />);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Escriba un mensaje.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
