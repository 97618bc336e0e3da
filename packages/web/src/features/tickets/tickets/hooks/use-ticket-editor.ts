// Everything the ticket screen holds (docs/product/tickets.md#the-ticket), for components that only render: the
// form and its rules, the tabs, saving with its conflict, the news of saves others made meanwhile, Seguir, Imprimir,
// Refrescar, relating tickets, the keys, and the leave guard's pass for a ticket just created.
import { useRef, type ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
import type { Ticket } from '@tms/contracts';
import type { TicketActions } from '../components/ticket-actions';
import type { NewTicketPreset } from '../components/ticket-form-values';
import { useFollow } from './use-follow';
import { usePrintTicket } from './use-print-ticket';
import { useSaveTicket } from './use-save-ticket';
import { useTicketChanges } from './use-ticket-changes';
import { useTicketForm } from './use-ticket-form';
import { useTicketRelating } from './use-ticket-relating';
import { useTicketRules } from './use-ticket-rules';
import { useTicketShortcuts } from './use-ticket-shortcuts';
import { useTicketTabs } from './use-ticket-tabs';

export interface TicketEditorOptions {
  /** The saved ticket; none means a new one. */
  ticket?: Ticket;
  /** Values a new ticket starts with (the subject from a title, the parent when created as a child). */
  preset?: NewTicketPreset;
  onCreated: (ticket: Ticket) => void;
  /** Ctrl+S / Cmd+S saves this form (off while a form above it in a modal has the keyboard). */
  shortcutEnabled?: boolean;
}

export const ticketEditorTitle = (ticket: Ticket | undefined) => (ticket ? `Detalle de ticket ${ticket.id}` : 'Nuevo ticket');

export function useTicketEditor({ ticket, preset, onCreated, shortcutEnabled = true }: TicketEditorOptions) {
  const { form, reload } = useTicketForm(ticket, preset);
  const rules = useTicketRules(ticket);
  const tabs = useTicketTabs(rules);
  const changes = useTicketChanges(ticket);
  // Set once the new ticket is created, so leaving for its page asks nothing.
  const letThrough = useRef(false);
  const saving = useSaveTicket({
    form,
    ticket,
    onCreated: (created) => {
      letThrough.current = true;
      onCreated(created);
    },
    onInvalidFields: tabs.showFields,
    changedMeanwhile: changes.pending.length > 0,
  });
  const relating = useTicketRelating(form, ticket);
  const following = useFollow();
  const printing = usePrintTicket();
  const [parent, childs] = useWatch({ control: form.control, name: ['parent', 'childs'] });
  const modalOpen = relating.relateOpen || !!relating.newTicketPreset;
  const shortcuts = useTicketShortcuts(() => {
    if (!saving.saving) saving.save();
  }, shortcutEnabled && !modalOpen);

  const refresh = () => {
    saving.clearConflict();
    void reload();
  };
  const dirty = form.formState.isDirty;
  const actions: ComponentProps<typeof TicketActions> = {
    isNew: !ticket,
    ticketId: ticket?.id,
    canMerge: !!ticket?.abilities.canMerge,
    dirty,
    saving: saving.saving,
    isFollowing: !!ticket?.isFollowing,
    following: following.busy,
    printing: printing.printing,
    onSave: saving.save,
    onFollow: () => ticket && following.follow(ticket.id),
    onUnfollow: () => ticket && following.unfollow(ticket.id),
    onRefresh: refresh,
    onPrint: () => ticket && printing.print(ticket.id),
  };

  return {
    form,
    rules,
    tabs,
    actions,
    dirty,
    letThrough,
    conflict: saving.conflict,
    changes,
    refresh,
    relating,
    related: { parent, childs },
    shortcuts,
  };
}
