// The fields of one action of a rule, by its type: whom to assign, the severity or status to set, the subscribers
// to add, the internal note, the canned response to reply with, whom to notify and what, or the webhook to call.
import type { FieldPath } from 'react-hook-form';
import { Grid } from '@mui/material';
import { AUTOMATION_MESSAGE_MAX, AUTOMATION_SECRET_MAX, AUTOMATION_URL_MAX, type AutomationActionType } from '@tms/contracts';
import type { AnyFormControl } from '@/components/form/form-control';
import { FormPasswordField } from '@/components/form/form-password-field';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormSwitchField } from '@/components/form/form-switch-field';
import { FormTextField } from '@/components/form/form-text-field';
import { useSeverityOptions, useSharedResponseOptions, useUserOptions } from '../hooks/use-rule-options';
import { statusOptions } from '../lib/automation-labels';
import type { AutomationFormValues } from '../lib/automation-form-values';
import { IdsPickerField } from './ids-picker-field';
import { ResponsiblePickerField } from './responsible-picker-field';

type Control = AnyFormControl<AutomationFormValues>;

interface ActionFieldsProps {
  control: Control;
  index: number;
  type: AutomationActionType;
}

const HALF = { xs: 12, md: 6 } as const;

export function ActionFields({ control, index, type }: ActionFieldsProps) {
  const name = (field: string) => `actions.${index}.${field}` as FieldPath<AutomationFormValues>;
  switch (type) {
    case 'setResponsible':
      return <UsersField control={control} name={name('userId')} single />;
    case 'setSeverity':
      return <SeverityField control={control} name={name('severityId')} />;
    case 'setStatus':
      return (
        <Grid size={HALF}>
          <FormSelectField control={control} name={name('statusId')} label="Estatus" required options={statusOptions} />
        </Grid>
      );
    case 'addSubscribers':
      return <UsersField control={control} name={name('userIds')} />;
    case 'addNote':
      return <MessageField control={control} name={name('message')} label="Nota interna" />;
    case 'reply':
      return <ResponseField control={control} name={name('cannedResponseId')} />;
    case 'notify':
      return (
        <>
          <UsersField control={control} name={name('userIds')} />
          <Grid size={HALF} sx={{ display: 'flex', alignItems: 'center' }}>
            <FormSwitchField control={control} name={name('responsible')} label="Avisar también al responsable" />
          </Grid>
          <MessageField control={control} name={name('message')} label="Mensaje" />
        </>
      );
    case 'webhook':
      return (
        <>
          <Grid size={HALF}>
            <FormTextField
              control={control}
              name={name('url')}
              label="URL"
              type="url"
              required
              autoComplete="off"
              helperText="Dirección https pública que recibe el aviso."
              slotProps={{ htmlInput: { maxLength: AUTOMATION_URL_MAX } }}
            />
          </Grid>
          <Grid size={HALF}>
            <FormPasswordField
              control={control}
              name={name('secret')}
              label="Secreto"
              required
              autoComplete="new-password"
              helperText="Firma cada aviso (HMAC-SHA256) para que el receptor compruebe que viene de aquí."
              slotProps={{ htmlInput: { maxLength: AUTOMATION_SECRET_MAX } }}
            />
          </Grid>
        </>
      );
  }
}

interface BoundFieldProps {
  control: Control;
  name: FieldPath<AutomationFormValues>;
}

/** Active internal users: one ('Asignar a', with 'Enrutar de nuevo') or several. */
function UsersField({ control, name, single = false }: BoundFieldProps & { single?: boolean }) {
  const users = useUserOptions();
  return (
    <Grid size={HALF}>
      {single ? (
        <ResponsiblePickerField control={control} name={name} label="Usuario" users={users.options} loading={users.loading} />
      ) : (
        <IdsPickerField control={control} name={name} label="Usuarios" required {...users} />
      )}
    </Grid>
  );
}

function SeverityField({ control, name }: BoundFieldProps) {
  const severities = useSeverityOptions();
  return (
    <Grid size={HALF}>
      <FormSelectField control={control} name={name} label="Severidad" required options={severities.options} />
    </Grid>
  );
}

function ResponseField({ control, name }: BoundFieldProps) {
  const responses = useSharedResponseOptions();
  return (
    <Grid size={HALF}>
      <FormSelectField
        control={control}
        name={name}
        label="Respuesta predefinida"
        required
        options={responses.options}
        helperText="Solo las respuestas compartidas con todos los agentes."
      />
    </Grid>
  );
}

function MessageField({ control, name, label }: BoundFieldProps & { label: string }) {
  return (
    <Grid size={12}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: AUTOMATION_MESSAGE_MAX } }}
      />
    </Grid>
  );
}
