// Crear / Guardar: POST a new ticket or PUT the whole form of a saved one, then the banners of
// docs/product/tickets.md#errors. `ticket.stale` (someone saved first), or a refused change (403) once the live
// stream told that someone else saved meanwhile, is a warning that stays on screen with Refrescar; a 400 puts the
// server's messages on the fields; anything else shows the server's text or 'Error guardando'.
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ticketMessages, type Ticket } from '@tms/contracts';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { hasErrorCode, isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { useCreateTicket } from '../api/create-ticket';
import { useUpdateTicket } from '../api/update-ticket';
import {
  detailFields,
  tasksToSend,
  ticketFormValues,
  toTicketInput,
  type TicketFormOutput,
  type TicketFormValues,
} from '../components/ticket-form-values';
import { toFormFieldErrors } from './server-field-errors';

interface UseSaveTicketOptions {
  form: UseFormReturn<TicketFormValues, unknown, TicketFormOutput>;
  ticket: Ticket | undefined;
  onCreated: (ticket: Ticket) => void;
  /** Fields that got a message, so the screen can bring their tab to the front. */
  onInvalidFields: (fields: string[]) => void;
  /** Someone else saved the ticket since the copy on screen was read (heard on the live stream). */
  changedMeanwhile: boolean;
}

/** A refusal because the form was based on an older version: said so, or a refused change of a ticket known changed. */
const refusedAsStale = (error: unknown, changedMeanwhile: boolean) =>
  hasErrorCode(error, 'ticket.stale') || (changedMeanwhile && hasErrorCode(error, 'auth.forbidden'));

const formFieldNames = (taskCount: number) => [
  ...detailFields,
  'parent',
  'childs',
  'attachments',
  'discussion',
  ...Array.from({ length: taskCount }, (_, index) => [`tasks.${index}.realizedBy`, `tasks.${index}.notes`]).flat(),
];

export function useSaveTicket({ form, ticket, onCreated, onInvalidFields, changedMeanwhile }: UseSaveTicketOptions) {
  const createTicket = useCreateTicket();
  const updateTicket = useUpdateTicket();
  const [conflict, setConflict] = useState<string | null>(null);

  const reportFailure = (error: unknown, sentTaskIds: number[]) => {
    if (refusedAsStale(error, changedMeanwhile) && isApiError(error)) {
      setConflict(error.message);
      notify.warning(error.message);
      return;
    }
    const tasks = form.getValues('tasks');
    const mapped = toFormFieldErrors(
      error,
      sentTaskIds,
      tasks.map((task) => task.id),
    );
    if (applyServerErrors(mapped, form.setError, formFieldNames(tasks.length)) && isApiError(mapped)) {
      onInvalidFields(Object.keys(mapped.fields));
    }
    notify.error(isApiError(error) && error.fromServer ? error.message : ticketMessages.saveError);
  };

  const submit = (values: TicketFormOutput) => {
    const input = toTicketInput(values, ticket);
    const sentTaskIds = tasksToSend(values.tasks).map((task) => task.id);
    const onError = (error: unknown) => reportFailure(error, sentTaskIds);
    if (!ticket) {
      createTicket.mutate(input, {
        onSuccess: (created) => {
          notify.success(ticketMessages.created);
          onCreated(created);
        },
        onError,
      });
      return;
    }
    updateTicket.mutate(
      { id: ticket.id, input },
      {
        onSuccess: (saved) => {
          setConflict(null);
          // What was sent is saved: the form starts again from the saved ticket (the message box empties).
          form.reset(ticketFormValues(saved));
          notify.success(ticketMessages.updated);
        },
        onError,
      },
    );
  };

  const save = form.handleSubmit(submit, (errors) => onInvalidFields(Object.keys(errors)));

  return {
    save: () => void save(),
    saving: createTicket.isPending || updateTicket.isPending,
    conflict,
    clearConflict: () => setConflict(null),
  };
}
