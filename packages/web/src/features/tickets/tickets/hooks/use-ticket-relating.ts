// Relating tickets from the relations tab: the 'Relacionar Ticket' dialog, and for Origen 2 the 'Crear ticket
// relacionado' modal, whose new ticket is then linked — as a child it is created with this ticket as parent, as a
// parent it becomes this form's parent (saved with the form).
import { useCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { RelationType, type Ticket } from '@tms/contracts';
import type { RelationTypeId } from '../components/relate-ticket-dialog';
import {
  toTicketRef,
  type NewTicketPreset,
  type TicketFormOutput,
  type TicketFormValues,
  type TicketRef,
} from '../components/ticket-form-values';

export function useTicketRelating(form: UseFormReturn<TicketFormValues, unknown, TicketFormOutput>, ticket: Ticket | undefined) {
  const [relateOpen, setRelateOpen] = useState(false);
  const [creating, setCreating] = useState<{ type: RelationTypeId; title: string } | null>(null);

  const link = (type: RelationTypeId, related: TicketRef) => {
    if (type === RelationType.Parent) {
      form.setValue('parent', related, { shouldDirty: true });
      return;
    }
    const others = form.getValues('childs').filter((child) => child.id !== related.id);
    form.setValue('childs', [...others, related], { shouldDirty: true });
  };

  const newTicketPreset: NewTicketPreset | null =
    creating && ticket
      ? { subject: creating.title, parent: creating.type === RelationType.Child ? toTicketRef(ticket) : undefined }
      : null;

  // Stable: the tabs (memo) are given it.
  const openRelate = useCallback(() => setRelateOpen(true), []);

  return {
    relateOpen,
    openRelate,
    closeRelate: () => setRelateOpen(false),
    relateExisting: link,
    createNew: (type: RelationTypeId, title: string) => {
      setRelateOpen(false);
      setCreating({ type, title });
    },
    newTicketPreset,
    closeCreating: () => setCreating(null),
    onRelatedCreated: (created: Ticket) => {
      if (creating) link(creating.type, toTicketRef(created));
      setCreating(null);
    },
  };
}
