// Related tickets on the ticket screen: one the reader may open is a link to its screen; one they may not (the API
// sends it as its number only) is plain text with its number, so clicking it never ends in a refusal.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { WorkItemTask } from '@tms/contracts';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { RelatedTicketLink } from './related-ticket-link';
import { TaskRow } from './task-row';
import type { TicketFormValues } from './ticket-form-values';
import { TicketFormProvider } from './ticket-form-context';

const task = (overrides: Partial<WorkItemTask>): WorkItemTask => ({
  id: 4,
  taskId: 1,
  taskTypeCode: 'Revisión de hardware',
  isRequired: true,
  realizedBy: { id: 3, displayName: 'Ana Agente' },
  notes: null,
  childWorkItemId: 295,
  childStatusId: 2,
  isDone: false,
  ...overrides,
});

function Task({ value }: { value: WorkItemTask }) {
  const form = useForm<TicketFormValues>({
    defaultValues: { tasks: [{ id: value.id, realizedBy: value.realizedBy, notes: '', isUpdated: false }] },
  });
  return (
    <TicketFormProvider form={form}>
      <TaskRow index={0} task={value} canEdit={false} />
    </TicketFormProvider>
  );
}

describe('related tickets', () => {
  it('links a child ticket the reader may open, and shows one they may not as its number in plain text', () => {
    const { unmount } = renderWithProviders(<Task value={task({})} />);
    expect(screen.getByRole('link', { name: 'Ticket hijo #295' })).toHaveAttribute('href', '/ticket/295');
    unmount();

    renderWithProviders(<Task value={task({ childStatusId: null })} />);
    expect(screen.getByText('Ticket hijo #295')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links a parent or child the reader may see, with its subject, and shows a hidden one as its number only', () => {
    const { unmount } = renderWithProviders(
      <RelatedTicketLink ticket={{ id: 12, subject: 'Impresora atascada', status: 'Inicial' }} />,
    );
    expect(screen.getByRole('link', { name: '#12 · Impresora atascada' })).toHaveAttribute('href', '/ticket/12');
    unmount();

    renderWithProviders(<RelatedTicketLink ticket={{ id: 13, subject: null, status: null }} />);
    expect(screen.getByText('#13')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
