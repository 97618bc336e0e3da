// The facts of a saved ticket beside the form: status (and 'Vencido' when past its expiry and not finalised, 'Escalado'
// when an escalation rule acted at its current deadline), people, dates (expiry when it has one, with 'hábil' when a
// business calendar counts it), the service it got (first response, resolution, time logged), area, and its QR code.
import { memo, type ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import type { Ticket } from '@tms/contracts';
import { EscalatedChip } from '@/components/escalated-chip';
import { formatDate } from '@/lib/dates';
import { useNow } from '@/lib/hooks/use-now';
import { isOverdue, statusColor } from './ticket-statuses';
import { TicketQrCode } from './ticket-qr-code';
import { serviceFacts } from './ticket-service-facts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

const OVERDUE_CHECK_MS = 60_000;

export const OVERDUE_LABEL = 'Vencido';
/**
 * Beside the expiry when it is counted in the working time of the branch's business calendar
 * (docs/product/calendars.md#working-time-and-sla-deadlines).
 */
export const WORKING_TIME_LABEL = 'hábil';

/** Drawn again only when the ticket changes (memo), or every minute for 'Vencido'. */
export const TicketSummary = memo(function TicketSummary({ ticket }: { ticket: Ticket }) {
  const now = useNow(OVERDUE_CHECK_MS);
  return (
    <Card component="aside" aria-label="Resumen del ticket">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Ticket #{ticket.id}
          </Typography>
          <Stack direction="row" spacing={1}>
            {isOverdue(ticket, now) && <Chip label={OVERDUE_LABEL} color="error" size="small" />}
            {ticket.escalated && <EscalatedChip />}
            <Chip label={ticket.status} color={statusColor(ticket.statusId)} size="small" />
          </Stack>
        </Box>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="Creado por">{ticket.createdByName}</Fact>
          <Fact label="Responsable">{ticket.assignedToName ?? 'Sin asignar'}</Fact>
          <Fact label="Creado">{formatDate(ticket.createdDate)}</Fact>
          <Fact label="Actualizado">{formatDate(ticket.modifiedDate)}</Fact>
          {ticket.expireDate && (
            <Fact label="Expira">
              {formatDate(ticket.expireDate)}
              {ticket.slaInWorkingTime && ` (${WORKING_TIME_LABEL})`}
            </Fact>
          )}
          {ticket.closedDate && <Fact label="Cerrado">{formatDate(ticket.closedDate)}</Fact>}
          {serviceFacts(ticket, now).map(({ label, value }) => (
            <Fact key={label} label={label}>
              {value}
            </Fact>
          ))}
          {ticket.deparmentName && <Fact label="Departamento">{ticket.deparmentName}</Fact>}
          {ticket.groupName && <Fact label="Grupo">{ticket.groupName}</Fact>}
        </Box>
        <Divider sx={{ my: 2 }} />
        <TicketQrCode ticketId={ticket.id} />
      </CardContent>
    </Card>
  );
});
