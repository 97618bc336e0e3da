// The ticket screen's header: a new ticket says how to save it and offers Crear; a saved one shows its number and
// subject with Seguir (or Dejar de seguir) and Imprimir; the warning that the ticket changed says who changed what, and
// its Refrescar reads the ticket again.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ticketMessages } from '@tms/contracts';
import { TicketConflictAlert } from './ticket-conflict-alert';
import { TicketEditorHeader } from './ticket-editor-header';
import { ticketFixture } from './ticket-fixture';

const actions = (overrides = {}) => ({
  isNew: false,
  dirty: false,
  saving: false,
  isFollowing: false,
  following: false,
  printing: false,
  onSave: vi.fn(),
  onFollow: vi.fn(),
  onUnfollow: vi.fn(),
  onRefresh: vi.fn(),
  onPrint: vi.fn(),
  ...overrides,
});

describe('TicketEditorHeader', () => {
  it('titles a new ticket and says how to save it', () => {
    render(<TicketEditorHeader ticket={undefined} actions={actions({ isNew: true })} />);
    expect(screen.getByRole('heading', { name: 'Nuevo ticket' })).toBeInTheDocument();
    expect(screen.getByText('Guarde con Ctrl+S (Cmd+S en Mac).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
  });

  it('shows a saved ticket by its number and subject, with its buttons', async () => {
    const onPrint = vi.fn();
    render(<TicketEditorHeader ticket={ticketFixture()} actions={actions({ onPrint })} />);
    expect(screen.getByRole('heading', { name: 'Detalle de ticket 7' })).toBeInTheDocument();
    expect(screen.getByText('Impresora atascada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
  });
});

describe('TicketConflictAlert', () => {
  const reassigned = {
    by: 'Sergio Supervisor',
    fields: ['Responsible', 'Status'],
    message: null,
    modifiedDate: '2026-01-10T11:00:00.000Z',
  };

  it('says who changed what as soon as someone else saves, and Refrescar asks for the ticket again', async () => {
    const onRefresh = vi.fn();
    const note = { ...reassigned, by: 'Ana Agente', fields: [], message: 'internalNote' as const };
    render(<TicketConflictAlert refusal={null} changes={[reassigned, note]} onRefresh={onRefresh} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este ticket cambióSergio Supervisor y Ana Agente cambiaron: Responsable, Estatus, Nota interna. Refresque para ver los cambios.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refrescar' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it("says the ticket changed while it was being edited, with the server's refusal", () => {
    render(<TicketConflictAlert refusal={ticketMessages.cannotEdit} changes={[reassigned]} onRefresh={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `El ticket cambió mientras lo editabaSergio Supervisor cambió: Responsable, Estatus. ${ticketMessages.cannotEdit}`,
    );
  });

  it('shows nothing while the copy on screen is current', () => {
    const { container } = render(<TicketConflictAlert refusal={null} changes={[]} onRefresh={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
