// Tab 0: the ticket's fields. Each one is editable only for whom the rules allow; the rest is read-only.
import { Grid } from '@mui/material';
import type { Ticket } from '@tms/contracts';
import { CategoryFields } from '@/components/form/category-fields';
import { FormCells } from '@/components/form/form-cells';
import { FormRichTextField } from '@/components/form/form-rich-text-field';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { FormUserAutocomplete } from '@/components/form/form-user-autocomplete';
import { useCompanyLocations } from '@/lib/lookups/get-company-locations';
import { useSeverities } from '@/lib/lookups/get-severities';
import { uploadRichTextImage } from '../api/upload-rich-text-image';
import type { TicketRules } from '../hooks/use-ticket-rules';
import { ticketStatusOptions } from './ticket-statuses';
import { useTicketFormContext } from './ticket-form-context';

/** Categoria → Subcategoria (docs/product/tickets.md#validation): the sub-category waits for a category that offers some. */
const categoryLabels = { category: 'Categoria', subCategory: 'Subcategoria' };

interface TicketDetailsTabProps {
  ticket: Ticket | undefined;
  rules: TicketRules;
}

export function TicketDetailsTab({ ticket, rules }: TicketDetailsTabProps) {
  const form = useTicketFormContext();
  const { control } = form;
  const severities = useSeverities();
  const locations = useCompanyLocations();
  // Fields this user may not change are shown disabled, so they do not look editable.
  const locked = !rules.canEdit;
  /** A field only some may change: disabled for the others, and on a new ticket it says what it will hold. */
  const changeableIf = (allowed: boolean, onNewTicket: string) => ({
    disabled: !allowed,
    helperText: rules.isNew && !allowed ? onNewTicket : undefined,
  });

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

  // A saved ticket keeps showing its own choices even when they are no longer offered to this user.
  const savedCategory = ticket && {
    category: { value: ticket.categoryId, label: ticket.categoryName },
    subCategory: { value: ticket.subCategoryId, label: ticket.subCategoryName },
  };

  return (
    <Grid container spacing={2.5}>
      <FormCells size={12}>
        <FormTextField control={control} name="subject" label="Asunto" required autoComplete="off" disabled={locked} />
      </FormCells>
      <CategoryFields form={form} labels={categoryLabels} saved={savedCategory} disabled={locked} lockEmptySubCategories />
      <FormCells>
        <FormSelectField
          control={control}
          name="severityId"
          label="Severidad"
          required
          disabled={locked}
          options={severityOptions}
        />
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
        <FormSelectField
          control={control}
          name="companyLocationId"
          label="Sucursal"
          options={locationOptions}
          {...changeableIf(rules.canChangeBranch, 'Se usa la sucursal de su usuario.')}
        />
        <FormUserAutocomplete
          control={control}
          name="assignedTo"
          label="Responsable"
          {...changeableIf(rules.canChangeResponsible, 'Se asigna automáticamente según la subcategoría.')}
        />
      </FormCells>
      <FormCells size={12}>
        {rules.showSubscribers && (
          <FormUserAutocomplete
            control={control}
            name="subscribers"
            label="Suscriptores"
            multiple
            disabled={!rules.canEditSubscribers}
          />
        )}
        <FormRichTextField
          control={control}
          name="detail"
          label="Detalles"
          required
          readOnly={locked}
          placeholder="Describe el problema o la solicitud…"
          onUploadImage={uploadRichTextImage}
        />
      </FormCells>
    </Grid>
  );
}
