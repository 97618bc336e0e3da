// A type-ahead picker of the tickets the user may see ('#12 · Subject', searched by subject or number through
// GET workitems/simple): the relation dialog's and the merge dialog's.
import type { Ref } from 'react';
import type { SimpleTicket } from '@tms/contracts';
import { SearchAutocomplete } from '@/components/search-autocomplete/search-autocomplete';
import { simpleTicketsQueryOptions } from '../api/get-simple-tickets';

interface TicketPickerProps {
  value: SimpleTicket | null;
  onChange: (ticket: SimpleTicket | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Leaves out tickets that may not be picked here. */
  excludeOption: (ticket: SimpleTicket) => boolean;
}

export const ticketOptionLabel = (ticket: Pick<SimpleTicket, 'id' | 'subject'>) => `#${ticket.id} · ${ticket.subject}`;

export function TicketPicker({ value, onChange, onBlur, inputRef, excludeOption }: TicketPickerProps) {
  return (
    <SearchAutocomplete<SimpleTicket>
      label="Ticket"
      placeholder="Busca por asunto o número"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={inputRef}
      optionsQuery={simpleTicketsQueryOptions}
      getOptionLabel={ticketOptionLabel}
      getOptionKey={(ticket) => ticket.id}
      excludeOption={excludeOption}
    />
  );
}
