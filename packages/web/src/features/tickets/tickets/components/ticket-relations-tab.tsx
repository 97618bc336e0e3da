// Tab 2 (internal users): the parent and the children, each a link to its ticket. Removing one, or relating one
// through 'Relacionar Ticket', only changes the form until it is saved
// (docs/product/tickets.md#tasks-children-and-relations).
import { useWatch } from 'react-hook-form';
import { Box, Button, IconButton, List, ListItem, ListItemText, Tooltip } from '@mui/material';
import AddLinkIcon from '@mui/icons-material/AddLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { EmptyState } from '@/components/empty-state';
import { RelatedTicketLink } from './related-ticket-link';
import type { TicketRef } from './ticket-form-values';
import { useTicketFormContext } from './ticket-form-context';

interface TicketRelationsTabProps {
  canEdit: boolean;
  onRelate: () => void;
}

interface RelationRow {
  ticket: TicketRef;
  kind: 'Padre' | 'Hijo';
  remove: () => void;
}

export function TicketRelationsTab({ canEdit, onRelate }: TicketRelationsTabProps) {
  const { control, setValue } = useTicketFormContext();
  const [parent, childs] = useWatch({ control, name: ['parent', 'childs'] });
  const change = { shouldDirty: true };

  const rows: RelationRow[] = [
    ...(parent ? [{ ticket: parent, kind: 'Padre' as const, remove: () => setValue('parent', null, change) }] : []),
    ...childs.map((child) => ({
      ticket: child,
      kind: 'Hijo' as const,
      remove: () =>
        setValue(
          'childs',
          childs.filter((candidate) => candidate.id !== child.id),
          change,
        ),
    })),
  ];

  return (
    <Box>
      {canEdit && (
        <Button variant="outlined" startIcon={<AddLinkIcon />} onClick={onRelate} sx={{ mb: 2 }}>
          Relacionar ticket
        </Button>
      )}
      {rows.length === 0 ? (
        <EmptyState text="Sin relaciones" />
      ) : (
        <List aria-label="Relaciones">
          {rows.map((row) => (
            <ListItem
              key={`${row.kind}-${row.ticket.id}`}
              divider
              secondaryAction={
                canEdit && (
                  <Tooltip title="Quitar relación">
                    <IconButton edge="end" aria-label={`Quitar relación con #${row.ticket.id}`} onClick={row.remove}>
                      <LinkOffIcon />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText primary={<RelatedTicketLink ticket={row.ticket} />} secondary={row.kind} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
