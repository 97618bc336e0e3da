// /dashboard (permission 2): ticket counters for everyone; internal users and clients also see the tickets about to
// expire; internal users also see the tickets generated in the last 30 days and by month over the last 12 (the API
// gives those figures to them only, docs/product/finding.md#dashboard). Providers, whose dashboard has no table of
// tickets about to expire (where 'Nuevo Ticket' sits), get 'Nuevo Ticket' in the header when they may create tickets.
import { Link as RouterLink } from 'react-router';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { EntityType, Permission } from '@tms/contracts';
import { PageHeader } from '@/components/page-header';
import { formatDate, LONG_DATE_FORMAT } from '@/lib/dates';
import { useNow } from '@/lib/hooks/use-now';
import { useHasPermission } from '@/lib/permissions/use-has-permission';
import { useSignedInUser } from '@/lib/session/use-session';
import { useExpiringTickets } from '../api/get-expiring-tickets';
import { useTicketSummary } from '../api/get-ticket-summary';
import { ExpiringTicketsTable } from '../components/expiring-tickets-table';
import { GeneratedTicketsSection } from '../components/generated-tickets-section';
import { MonthlyChart } from '../components/monthly-chart';
import { SummaryCards } from '../components/summary-cards';

const TODAY_REFRESH_MS = 60_000;

export function DashboardPage() {
  const user = useSignedInUser();
  const today = useNow(TODAY_REFRESH_MS);
  const isProvider = user.entityTypeId === EntityType.Provider;
  const summary = useTicketSummary();
  const expiring = useExpiringTickets(!isProvider);
  const mayCreateTicket = useHasPermission(Permission.CreateTicket);

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Bienvenido, ${user.displayName} · ${formatDate(today, LONG_DATE_FORMAT)}`}
        actions={
          isProvider &&
          mayCreateTicket && (
            <Button component={RouterLink} to="/ticket" variant="contained" startIcon={<AddIcon />}>
              Nuevo Ticket
            </Button>
          )
        }
      />
      <Stack spacing={3}>
        <SummaryCards summary={summary.data} createdOnly={isProvider} />
        {!isProvider && <ExpiringTicketsTable rows={expiring.data ?? []} loading={expiring.isPending} />}
        {user.entityTypeId === EntityType.Internal && (
          <>
            <GeneratedTicketsSection />
            <MonthlyChart />
          </>
        )}
      </Stack>
    </>
  );
}
