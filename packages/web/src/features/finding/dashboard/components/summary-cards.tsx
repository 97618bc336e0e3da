// The dashboard counters (docs/product/finding.md#dashboard): each opens the list it counts. 'Asignados sin
// finalizar' opens the received list without finalised tickets, so the list holds as many as the counter says.
// Providers (entity type 3) see only the counters of the tickets they created.
import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import type { TicketSummary } from '@tms/contracts';
import { SummaryCard } from './summary-card';

interface CardDefinition {
  label: string;
  to: string;
  count: keyof TicketSummary;
  icon: ReactNode;
  color: 'primary' | 'success' | 'info' | 'warning' | 'secondary';
  /** Also shown to providers. */
  createdOnly: boolean;
}

const cards: CardDefinition[] = [
  {
    label: 'Activos',
    to: '/sent-tickets?filter=active',
    count: 'initialTickets',
    icon: <PlayCircleOutlineIcon />,
    color: 'primary',
    createdOnly: true,
  },
  {
    label: 'Cerrados',
    to: '/sent-tickets?filter=closed',
    count: 'closedTickets',
    icon: <TaskAltIcon />,
    color: 'success',
    createdOnly: true,
  },
  {
    label: 'Total creados',
    to: '/sent-tickets',
    count: 'totalSentTickets',
    icon: <ConfirmationNumberIcon />,
    color: 'info',
    createdOnly: true,
  },
  {
    label: 'Asignados sin finalizar',
    to: '/received-tickets?filter=active',
    count: 'assignedTickets',
    icon: <AssignmentIndIcon />,
    color: 'warning',
    createdOnly: false,
  },
  {
    label: 'Suscrito sin finalizar',
    to: '/subscribed-tickets',
    count: 'totalSubscribedTickets',
    icon: <BookmarkAddedIcon />,
    color: 'secondary',
    createdOnly: false,
  },
];

interface SummaryCardsProps {
  summary: TicketSummary | undefined;
  createdOnly: boolean;
}

export function SummaryCards({ summary, createdOnly }: SummaryCardsProps) {
  const shown = createdOnly ? cards.filter((card) => card.createdOnly) : cards;
  return (
    <Grid container spacing={2} component="section" aria-label="Resumen de tickets">
      {shown.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, md: 4, lg: 12 / shown.length }}>
          <SummaryCard label={card.label} value={summary?.[card.count]} to={card.to} icon={card.icon} color={card.color} />
        </Grid>
      ))}
    </Grid>
  );
}
