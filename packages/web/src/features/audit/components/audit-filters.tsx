// The audit log's filters (docs/product/audit-log.md): 'Usuario' (type-ahead over the users), 'Acción' ('Todas' or one
// of the actions), 'Entidad' (a name such as 'users'), 'Desde' and 'Hasta' (days, both included). A change applies
// once the filters stop changing for a moment, or at once with Enter; values the API would refuse get its own message
// under their field and are not sent, and the messages of a 400 the API answers show under their fields too.
import { useEffect, useEffectEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid } from '@mui/material';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormDateField } from '@/components/form/form-date-field';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { FormUserAutocomplete } from '@/components/form/form-user-autocomplete';
import { useDebouncedValue } from '@/components/search-autocomplete/use-debounced-value';
import type { AuditLogFilters } from '../api/get-audit-log';
import {
  AUDIT_FILTER_FIELDS,
  auditActionOptions,
  auditFiltersSchema,
  emptyAuditFilters,
  type AuditFilterValues,
} from './audit-filter-values';

/** How long the filters stay unchanged before they apply (typing an entity or a day). */
const SETTLE_MS = 400;

interface AuditFiltersProps {
  onApply: (filters: AuditLogFilters) => void;
  /** The last failure of the log's read: its field messages go under their filters. */
  error: unknown;
}

export function AuditFilters({ onApply, error }: AuditFiltersProps) {
  const form = useForm<AuditFilterValues, unknown, AuditLogFilters>({
    resolver: zodResolver(auditFiltersSchema),
    defaultValues: emptyAuditFilters(),
    // Checked as they apply, not at each key: a day half typed is no error yet.
    reValidateMode: 'onSubmit',
    // Typing in one filter never jumps to another.
    shouldFocusError: false,
  });
  const apply = form.handleSubmit(onApply);
  const values = useWatch({ control: form.control });
  const settled = useDebouncedValue(values, SETTLE_MS);
  const applySettled = useEffectEvent(() => void apply());

  useEffect(() => applySettled(), [settled]);
  useEffect(() => {
    applyServerErrors(error, form.setError, AUDIT_FILTER_FIELDS);
  }, [error, form.setError]);

  return (
    <Box
      component="form"
      noValidate
      aria-label="Filtros de la bitácora"
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormUserAutocomplete control={form.control} name="actorId" label="Usuario" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormSelectField control={form.control} name="action" label="Acción" options={auditActionOptions} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 2 }}>
          <FormTextField control={form.control} name="entity" label="Entidad" helperText="Por ejemplo: users" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 2 }}>
          <FormDateField control={form.control} name="start" label="Desde" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 2 }}>
          <FormDateField control={form.control} name="end" label="Hasta" />
        </Grid>
      </Grid>
    </Box>
  );
}
