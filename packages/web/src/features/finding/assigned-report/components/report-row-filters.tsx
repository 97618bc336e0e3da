// The drop-downs above the assigned report's rows; 'Usuario' only when the range holds more than one responsible.
import { Grid, MenuItem, TextField } from '@mui/material';
import type { AssignedReportPage } from '@tms/contracts';
import type { ReportChoices } from '../api/get-assigned-report';
import { rowFilterDefinitions } from './row-filters';

const ANY = '';

interface ReportRowFiltersProps {
  options: AssignedReportPage['options'] | undefined;
  values: ReportChoices;
  onChange: (values: ReportChoices) => void;
  showUser: boolean;
}

export function ReportRowFilters({ options, values, onChange, showUser }: ReportRowFiltersProps) {
  const definitions = rowFilterDefinitions.filter((definition) => showUser || definition.key !== 'userId');
  return (
    <Grid container spacing={2}>
      {definitions.map((definition) => (
        <Grid key={definition.key} size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
          <TextField
            select
            size="small"
            label={definition.label}
            value={values[definition.key] ?? ANY}
            onChange={(event) =>
              onChange({ ...values, [definition.key]: event.target.value === ANY ? undefined : Number(event.target.value) })
            }
          >
            <MenuItem value={ANY}>Todos</MenuItem>
            {(options?.[definition.key] ?? []).map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      ))}
    </Grid>
  );
}
