// 'Relacionar Ticket' (60% x 50%): Origen 1 picks an existing ticket, Origen 2 (saved tickets only) asks a title
// for a new one; Relación says whether it becomes a child or the parent. The picker leaves out this ticket, the
// tickets already related and, for a child, tickets that already have a parent
// (docs/product/tickets.md#tasks-children-and-relations).
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, Grid } from '@mui/material';
import { RelationOrigin, RelationType, SUBJECT_MAX, ticketMessages, type SimpleTicket } from '@tms/contracts';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { SizedDialog } from '@/components/sized-dialog';
import { notify } from '@/lib/notify';
import type { TicketRef } from './ticket-form-values';
import { TicketPicker } from './ticket-picker';

export type RelationTypeId = (typeof RelationType)[keyof typeof RelationType];

interface RelateFormValues {
  origin: number;
  relationType: number;
  ticket: SimpleTicket | null;
  title: string;
}

interface RelateTicketDialogProps {
  open: boolean;
  /** This ticket's id; none for a ticket not saved yet, which can relate only to existing tickets. */
  ticketId: number | undefined;
  parent: TicketRef | null;
  childs: TicketRef[];
  onClose: () => void;
  onRelateExisting: (type: RelationTypeId, ticket: TicketRef) => void;
  onCreateNew: (type: RelationTypeId, title: string) => void;
}

const originOptions = [
  { value: RelationOrigin.Existing, label: 'Ticket existente' },
  { value: RelationOrigin.New, label: 'Ticket nuevo' },
];
const relationOptions = [
  { value: RelationType.Child, label: 'Hijo' },
  { value: RelationType.Parent, label: 'Padre' },
];
const defaults: RelateFormValues = { origin: RelationOrigin.Existing, relationType: RelationType.Child, ticket: null, title: '' };

export function RelateTicketDialog({
  open,
  ticketId,
  parent,
  childs,
  onClose,
  onRelateExisting,
  onCreateNew,
}: RelateTicketDialogProps) {
  const form = useForm<RelateFormValues>({ defaultValues: defaults });
  const [origin, relationType] = useWatch({ control: form.control, name: ['origin', 'relationType'] });
  const relatedIds = new Set([ticketId, parent?.id, ...childs.map((child) => child.id)]);
  const asChild = relationType === RelationType.Child;

  const close = () => {
    form.reset(defaults);
    onClose();
  };

  const relate = form.handleSubmit((values) => {
    const type = values.relationType as RelationTypeId;
    if (type === RelationType.Parent && parent) {
      notify.warning(ticketMessages.onlyOneParent);
      return;
    }
    if (values.origin === RelationOrigin.New) {
      if (!values.title.trim()) {
        form.setError('title', { message: ticketMessages.subjectRequired }, { shouldFocus: true });
        return;
      }
      form.reset(defaults);
      onCreateNew(type, values.title.trim());
      return;
    }
    if (!values.ticket) {
      notify.warning(ticketMessages.selectTicket);
      return;
    }
    onRelateExisting(type, { id: values.ticket.id, subject: values.ticket.subject, status: null });
    close();
  });

  return (
    <SizedDialog
      open={open}
      title="Relacionar Ticket"
      width="60%"
      height="50%"
      onClose={close}
      actions={
        <>
          <Button onClick={close}>Cancelar</Button>
          <Button variant="contained" onClick={(event) => void relate(event)}>
            Relacionar
          </Button>
        </>
      }
    >
      <Grid container spacing={2.5} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField
            control={form.control}
            name="origin"
            label="Origen"
            options={ticketId ? originOptions : originOptions.filter((option) => option.value === RelationOrigin.Existing)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField control={form.control} name="relationType" label="Relación" options={relationOptions} />
        </Grid>
        <Grid size={12}>
          {origin === RelationOrigin.New ? (
            <FormTextField
              control={form.control}
              name="title"
              label="Título"
              required
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
            />
          ) : (
            <Controller
              control={form.control}
              name="ticket"
              render={({ field }) => (
                <TicketPicker
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  excludeOption={(ticket) =>
                    relatedIds.has(ticket.id) || (asChild && ticket.parentId !== null && ticket.parentId !== ticketId)
                  }
                />
              )}
            />
          )}
        </Grid>
      </Grid>
    </SizedDialog>
  );
}
