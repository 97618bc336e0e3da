// What other features lend the ticket screen: the help beside a new ticket follows the subject and the detail as they
// are typed, and once it says the question is resolved the screen lets the unsaved form go unasked and goes back where
// the user came from, or home when the visit started on the new ticket.
import type { RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { MemoryRouter, Route, Routes } from 'react-router';
import { NewTicketHelpAside, TicketAidsProvider, type NewTicketHelpProps } from './ticket-aids';
import { TicketFormProvider } from './ticket-form-context';
import type { TicketFormValues } from './ticket-form-values';

function FakeHelp({ subject, detail, onResolved }: NewTicketHelpProps) {
  return (
    <>
      <output aria-label="Texto recibido">{`${subject} | ${detail}`}</output>
      <button type="button" onClick={onResolved}>
        Resuelto
      </button>
    </>
  );
}

function NewTicket({ letThroughRef }: { letThroughRef: RefObject<boolean> }) {
  const form = useForm<TicketFormValues>({
    defaultValues: { subject: 'Impresora', detail: '<p>No imprime</p>' } as TicketFormValues,
  });
  return (
    <TicketFormProvider form={form}>
      <input aria-label="Asunto" {...form.register('subject')} />
      <TicketAidsProvider aids={{ NewTicketHelp: FakeHelp }}>
        <NewTicketHelpAside letThroughRef={letThroughRef} />
      </TicketAidsProvider>
    </TicketFormProvider>
  );
}

/** The screen at the last of `entries`; gives the leave guard's pass. */
function renderAt(entries: string[]) {
  const letThrough = { current: false };
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/ticket" element={<NewTicket letThroughRef={letThrough} />} />
        <Route path="/dashboard" element={<p>Dashboard</p>} />
        <Route path="/" element={<p>Inicio</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return letThrough;
}

describe('NewTicketHelpAside', () => {
  it('hands the help the subject and the detail as they change', async () => {
    renderAt(['/ticket']);
    expect(screen.getByRole('status', { name: 'Texto recibido' })).toHaveTextContent('Impresora | <p>No imprime</p>');
    await userEvent.type(screen.getByRole('textbox', { name: 'Asunto' }), ' del piso 2');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Texto recibido' })).toHaveTextContent(
        'Impresora del piso 2 | <p>No imprime</p>',
      ),
    );
  });

  it('goes back where the user came from, letting the form go without asking', async () => {
    const letThrough = renderAt(['/dashboard', '/ticket']);
    expect(letThrough.current).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Resuelto' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(letThrough.current).toBe(true);
  });

  it('goes home when the visit started on the new ticket', async () => {
    renderAt(['/ticket']);
    await userEvent.click(screen.getByRole('button', { name: 'Resuelto' }));
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
  });
});
