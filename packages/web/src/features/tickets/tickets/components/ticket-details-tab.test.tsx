// The ticket form's field rights: which fields the details tab leaves editable follows the abilities the server sends
// with the ticket (the screen re-derives none of them), for the creator, the assignee and someone who only sees it.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { Ticket, TicketAbilities } from '@tms/contracts';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { rulesOf } from '../hooks/use-ticket-rules';
import { TicketDetailsTab } from './ticket-details-tab';
import { noAbilities, ticketFixture } from './ticket-fixture';
import { ticketFormValues, type TicketFormValues } from './ticket-form-values';
import { TicketFormProvider } from './ticket-form-context';

const lookups = {
  'GET /api/severities/all': [{ id: 1, code: 'Baja', detail: '', isActive: true }],
  'GET /api/companylocations/all': [{ id: 2, code: 'Sucursal Guadalajara', detail: '' }],
  'GET /api/categories/all': [{ id: 1, code: 'Soporte TI' }],
  'GET /api/categories/1/subcategories/all': [{ id: 1, code: 'Impresoras', categoryId: 1 }],
  // The responsible picker looks its current name up.
  'GET /api/users/search/:text': [],
};

beforeEach(() => {
  answerApi(lookups);
});

function ticketWith(abilities: Partial<TicketAbilities>): Ticket {
  return ticketFixture({ abilities: { ...noAbilities, ...abilities } });
}

function Details({ ticket }: { ticket: Ticket }) {
  const form = useForm<TicketFormValues>({ defaultValues: ticketFormValues(ticket) });
  return (
    <TicketFormProvider form={form}>
      <TicketDetailsTab ticket={ticket} rules={rulesOf(ticket.abilities, ticket)} />
    </TicketFormProvider>
  );
}

const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const isLocked = (element: HTMLElement) =>
  element.getAttribute('aria-disabled') === 'true' || (element as HTMLInputElement).disabled;

async function renderDetails(abilities: Partial<TicketAbilities>) {
  renderWithProviders(<Details ticket={ticketWith(abilities)} />);
  // The lookups have answered once the saved severity shows as its name.
  expect(await screen.findByText('Baja')).toBeInTheDocument();
  // The detail's editor loads after the screen shows.
  expect(await screen.findByRole('textbox', { name: 'Detalles' })).toBeInTheDocument();
}

function rights() {
  return {
    subject: !isLocked(screen.getByRole('textbox', { name: /^Asunto/ })),
    category: !isLocked(select('Categoria')),
    severity: !isLocked(select('Severidad')),
    status: !isLocked(select('Estatus')),
    branch: !isLocked(select('Sucursal')),
    responsible: !isLocked(select('Responsable')),
    subscribers: !isLocked(select('Suscriptores')),
    detail: screen.getByRole('textbox', { name: 'Detalles' }).getAttribute('contenteditable') === 'true',
  };
}

describe('ticket details: field rights from the abilities in the response', () => {
  it('someone who only sees the ticket changes nothing', async () => {
    await renderDetails({});
    expect(rights()).toEqual({
      subject: false,
      category: false,
      severity: false,
      status: false,
      branch: false,
      responsible: false,
      subscribers: false,
      detail: false,
    });
  });

  it('the creator edits the ticket but not its status nor its responsible', async () => {
    await renderDetails({ canEdit: true, canChangeBranch: true, canManageSubscribers: true });
    expect(rights()).toEqual({
      subject: true,
      category: true,
      severity: true,
      status: false,
      branch: true,
      responsible: false,
      subscribers: true,
      detail: true,
    });
    expect(screen.getByText('Solo el responsable cambia el estatus.')).toBeInTheDocument();
  });

  it('the assignee also changes the status and the responsible', async () => {
    await renderDetails({
      canEdit: true,
      canChangeStatus: true,
      canChangeResponsible: true,
      canChangeBranch: true,
      canManageSubscribers: true,
    });
    expect(rights()).toEqual({
      subject: true,
      category: true,
      severity: true,
      status: true,
      branch: true,
      responsible: true,
      subscribers: true,
      detail: true,
    });
  });

  it('a holder of the reassign permission who is not a party changes only the responsible', async () => {
    await renderDetails({ canChangeResponsible: true });
    expect(rights()).toMatchObject({ subject: false, status: false, responsible: true, detail: false });
  });

  it('the subscribers field is not shown when the abilities say so', async () => {
    await renderDetails({ canEdit: true, canSeeSubscribers: false });
    expect(screen.queryByRole('combobox', { name: /^Suscriptores/ })).not.toBeInTheDocument();
  });
});
