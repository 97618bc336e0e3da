// Tab 0: the ticket's fields. Each one is editable only for whom the rules allow; the rest is read-only.
import { useFormContext } from 'react-hook-form';
import { Grid } from '@mui/material';
import type { Ticket } from '@tms/contracts';
import { FormRichTextField } from '@/components/form/form-rich-text-field';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { FormUserAutocomplete } from '@/components/form/form-user-autocomplete';
import { useCompanyLocations } from '@/lib/lookups/get-company-locations';
import { useSeverities } from '@/lib/lookups/get-severities';
import { uploadRichTextImage } from '../api/upload-rich-text-image';
import type { TicketRules } from '../hooks/use-ticket-rules';
import { ticketStatusOptions } from './ticket-statuses';
import { TicketCategoryFields } from './ticket-category-fields';
import type { TicketFormValues } from './ticket-form-values';

interface TicketDetailsTabProps {
  ticket: Ticket | undefined;
  rules: TicketRules;
}

export function TicketDetailsTab({ ticket, rules }: TicketDetailsTabProps) {
  const { control } = useFormContext<TicketFormValues>();
  const severities = useSeverities();
  const locations = useCompanyLocations();
  // Fields this user may not change are shown disabled, so they do not look editable.
  const locked = !rules.canEdit;

  const severityOptions = (severities.data ?? [])
    .filter((severity) => severity.isActive)
    .map((severity) => ({ value: severity.id, label: severity.code }));
  const locationOptions = (locations.data ?? []).map((location) => ({ value: location.id, label: location.code }));
  if (ticket?.companyLocationId && !locationOptions.some((option) => option.value === ticket.companyLocationId)) {
    locationOptions.unshift({
      value: ticket.companyLocationId,
      label: ticket.companyLocationName ?? String(ticket.companyLocationId),
    });
  }

  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <FormTextField control={control} name="subject" label="Asunto" required autoComplete="off" disabled={locked} />
      </Grid>
      <TicketCategoryFields ticket={ticket} disabled={locked} />
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelectField
          control={control}
          name="severityId"
          label="Severidad"
          required
          disabled={locked}
          options={severityOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelectField
          control={control}
          name="statusId"
          label="Estatus"
          disabled={!rules.canChangeStatus}
          helperText={
            rules.isNew
              ? 'Un ticket nuevo inicia en estatus Inicial.'
              : rules.canChangeStatus
                ? undefined
                : 'Solo el responsable cambia el estatus.'
          }
          options={ticketStatusOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelectField
          control={control}
          name="companyLocationId"
          label="Sucursal"
          disabled={!rules.canChangeBranch}
          helperText={rules.isNew && !rules.canChangeBranch ? 'Se usa la sucursal de su usuario.' : undefined}
          options={locationOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormUserAutocomplete
          control={control}
          name="assignedTo"
          label="Responsable"
          disabled={!rules.canChangeResponsible}
          helperText={rules.isNew && !rules.canChangeResponsible ? 'Se asigna automáticamente según la subcategoría.' : undefined}
        />
      </Grid>
      {rules.showSubscribers && (
        <Grid size={12}>
          <FormUserAutocomplete
            control={control}
            name="subscribers"
            label="Suscriptores"
            multiple
            disabled={!rules.canEditSubscribers}
          />
        </Grid>
      )}
      <Grid size={12}>
        <FormRichTextField
          control={control}
          name="detail"
          label="Detalles"
          required
          readOnly={locked}
          placeholder="Describe el problema o la solicitud…"
          onUploadImage={uploadRichTextImage}
        />
      </Grid>
    </Grid>
  );
}
