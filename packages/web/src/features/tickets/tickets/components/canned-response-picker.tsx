// 'Respuestas predefinidas' in a ticket's message editor (docs/product/catalogues.md#canned-responses): the button
// opens a search over the responses the user may use (shared and their own personal ones; type to filter by code or
// text; each shows the start of its text, placeholders as chips) and the chosen one is added to the new message with
// its placeholders filled from the ticket and the user. Internal users only.
import { useState } from 'react';
import { useParams } from 'react-router';
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import { EntityType, fillCannedResponse, type CannedResponseItem, type Ticket } from '@tms/contracts';
import { useCannedResponseOptions } from '@/lib/lookups/get-canned-response-options';
import { useSession } from '@/lib/session/use-session';
import { useTicket } from '../api/get-ticket';
import { CannedResponsePreview, plainText } from './canned-response-preview';
import { useTicketFormContext } from './ticket-form-context';

/** Lower case without accents, so 'saludo' finds 'Saludo' and 'informacion' finds 'información'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const matches = (item: CannedResponseItem, typed: string) =>
  folded(`${item.code} ${plainText(item.detail)}`).includes(folded(typed.trim()));

function ResponseSearch({ ticket, userName, onDone }: { ticket: Ticket; userName: string; onDone: () => void }) {
  const { getValues, setValue } = useTicketFormContext();
  const options = useCannedResponseOptions();
  const insert = (item: CannedResponseItem) => {
    const filled = fillCannedResponse(item.detail, {
      ticketId: ticket.id,
      subject: ticket.subject,
      creatorName: ticket.createdByName,
      responsibleName: ticket.assignedToName,
      userName,
    });
    setValue('discussion', `${getValues('discussion') ?? ''}${filled}`, { shouldDirty: true });
    onDone();
  };
  return (
    <Autocomplete
      openOnFocus
      autoHighlight
      size="small"
      sx={{ flex: 1, minWidth: 240 }}
      options={options.data ?? []}
      loading={options.isPending}
      loadingText="Cargando…"
      noOptionsText="No hay respuestas que coincidan"
      getOptionLabel={(item) => item.code}
      filterOptions={(items, state) => items.filter((item) => matches(item, state.inputValue))}
      renderOption={({ key, ...props }, item) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Box sx={{ fontWeight: 500 }}>{item.code}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
            {item.isShared ? 'Compartida' : 'Personal'} · <CannedResponsePreview html={item.detail} />
          </Box>
        </Box>
      )}
      onChange={(_event, item) => item && insert(item)}
      onClose={(_event, reason) => reason === 'escape' && onDone()}
      renderInput={(params) => <TextField {...params} autoFocus label="Buscar respuesta predefinida" />}
    />
  );
}

function TicketResponses({ userName }: { userName: string }) {
  const params = useParams();
  const ticket = useTicket(params.id ? Number(params.id) : undefined);
  const [searching, setSearching] = useState(false);
  if (!ticket.data) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Button
        size="small"
        variant={searching ? 'contained' : 'outlined'}
        startIcon={<QuickreplyIcon />}
        aria-expanded={searching}
        onClick={() => setSearching((open) => !open)}
      >
        Respuestas predefinidas
      </Button>
      {searching && <ResponseSearch ticket={ticket.data} userName={userName} onDone={() => setSearching(false)} />}
    </Box>
  );
}

export function CannedResponsePicker() {
  const user = useSession();
  if (user?.entityTypeId !== EntityType.Internal) return null;
  return <TicketResponses userName={user.displayName} />;
}
