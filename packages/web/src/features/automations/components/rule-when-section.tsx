// 'Cuando…' of a rule, by its kind: a trigger's events, an escalation's share of the SLA, a schedule's idle working
// hours or waiting working days (one of the two), and nothing for a macro, which an agent applies from the ticket.
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
  TextField,
} from '@mui/material';
import { automationEvents, type AutomationInputParsed, type AutomationKind } from '@tms/contracts';
import { FormNumberField } from '@/components/form/form-number-field';
import { eventLabels } from '../lib/automation-labels';
import type { AutomationFormValues } from '../lib/automation-form-values';
import { RuleSection } from './rule-section';

type RuleForm = UseFormReturn<AutomationFormValues, unknown, AutomationInputParsed>;

const hints: Record<AutomationKind, string> = {
  trigger: 'La regla se aplica en cuanto ocurre uno de estos eventos.',
  escalation: 'La regla se aplica una vez por vencimiento, al pasar esta parte del SLA del ticket.',
  schedule: 'La regla se aplica una vez, cuando el ticket lleva ese tiempo así.',
  macro: 'Un agente la aplica desde el ticket: no tiene eventos ni umbral.',
};

export function RuleWhenSection({ form, kind }: { form: RuleForm; kind: AutomationKind }) {
  const thresholdError = form.formState.errors.threshold?.message;
  return (
    <RuleSection title="Cuando…" hint={hints[kind]}>
      {kind === 'trigger' && <EventsField form={form} />}
      {kind === 'escalation' && (
        <Grid size={{ xs: 12, md: 6 }}>
          <FormNumberField control={form.control} name="threshold.percentOfSla" label="% del SLA transcurrido" required min={1} />
        </Grid>
      )}
      {kind === 'schedule' && <ScheduleThreshold form={form} />}
      {thresholdError && (
        <Grid size={12}>
          <FormHelperText error>{thresholdError}</FormHelperText>
        </Grid>
      )}
    </RuleSection>
  );
}

function EventsField({ form }: { form: RuleForm }) {
  return (
    <Grid size={12}>
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={!!fieldState.error} required>
            <FormLabel component="legend">Eventos</FormLabel>
            <FormGroup row>
              {automationEvents.map((event) => (
                <FormControlLabel
                  key={event}
                  label={eventLabels[event]}
                  control={
                    <Checkbox
                      name={field.name}
                      checked={field.value.includes(event)}
                      onChange={(change) =>
                        field.onChange(
                          change.target.checked ? [...field.value, event] : field.value.filter((chosen) => chosen !== event),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </Grid>
  );
}

type ScheduleMeasure = 'idleWorkingHours' | 'waitingWorkingDays';

const measures: { value: ScheduleMeasure; label: string; amount: string }[] = [
  { value: 'idleWorkingHours', label: 'Sin cambios por N horas hábiles', amount: 'Horas hábiles sin cambios' },
  { value: 'waitingWorkingDays', label: 'Sin respuesta del creador por N días hábiles', amount: 'Días hábiles sin respuesta' },
];

/** Which of its two measures a schedule uses; moving to the other carries the number over. */
function ScheduleThreshold({ form }: { form: RuleForm }) {
  const [measure, setMeasure] = useState<ScheduleMeasure>(() =>
    form.getValues('threshold.waitingWorkingDays') === null ? 'idleWorkingHours' : 'waitingWorkingDays',
  );
  const choose = (next: ScheduleMeasure) => {
    const other = next === 'idleWorkingHours' ? 'waitingWorkingDays' : 'idleWorkingHours';
    form.setValue(`threshold.${next}`, form.getValues(`threshold.${other}`) ?? form.getValues(`threshold.${next}`));
    form.setValue(`threshold.${other}`, null);
    setMeasure(next);
  };
  const chosen = measures.find((option) => option.value === measure) ?? measures[0];
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          select
          label="El ticket lleva"
          name="scheduleMeasure"
          value={measure}
          onChange={(event) => choose(event.target.value as ScheduleMeasure)}
        >
          {measures.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormNumberField
          key={measure}
          control={form.control}
          name={`threshold.${measure}`}
          label={chosen.amount}
          required
          min={1}
        />
      </Grid>
    </>
  );
}
