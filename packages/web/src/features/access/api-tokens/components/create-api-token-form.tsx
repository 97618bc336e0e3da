// 'Nuevo token' of the profile's 'Tokens de API' (docs/product/api-tokens.md#profile): a name, the day it expires (the
// token stops working as that day begins, in the browser's time zone) and 'Solo lectura'. The fields are checked as
// the server checks them before anything is sent, and the server's per-field messages show the same way; the created
// token goes to `onCreated`, which shows it once.
import { useForm } from 'react-hook-form';
import { Button, Stack } from '@mui/material';
import { apiTokenExpiryError, apiTokenInput, type CreatedApiToken } from '@tms/contracts';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { DAY_FORMAT, DAY_INVALID_MESSAGE, DAY_REQUIRED_MESSAGE, INVALID_DAY } from '@/components/form/date-range';
import { FormDateField } from '@/components/form/form-date-field';
import { FormSwitchField } from '@/components/form/form-switch-field';
import { FormTextField } from '@/components/form/form-text-field';
import { errorMessage } from '@/lib/api/error-messages';
import { dayjs } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCreateApiToken } from '../api/create-api-token';

interface TokenFormValues {
  name: string;
  /** The day, 'YYYY-MM-DD' (the date field's value). */
  expiresAt: string;
  readOnly: boolean;
}

type CheckedField = 'name' | 'expiresAt';

const fieldNames = ['name', 'expiresAt', 'readOnly'] as const;
/** The expiry the form offers: 90 days ahead. */
const DEFAULT_DAYS = 90;

const emptyForm = (): TokenFormValues => ({
  name: '',
  expiresAt: dayjs().add(DEFAULT_DAYS, 'day').format(DAY_FORMAT),
  readOnly: false,
});

/** The instant the chosen day begins. */
const expiryOf = (day: string) => dayjs(day).startOf('day');

function expiryError(day: string): string | null {
  if (day === '') return DAY_REQUIRED_MESSAGE;
  if (day === INVALID_DAY || !expiryOf(day).isValid()) return DAY_INVALID_MESSAGE;
  return apiTokenExpiryError(expiryOf(day).toDate(), new Date());
}

/** The message of each field the server would refuse. */
function fieldErrors(values: TokenFormValues): Partial<Record<CheckedField, string>> {
  const errors: Partial<Record<CheckedField, string>> = {};
  const name = apiTokenInput.shape.name.safeParse(values.name);
  if (!name.success) errors.name = name.error.issues[0].message;
  const expiry = expiryError(values.expiresAt);
  if (expiry) errors.expiresAt = expiry;
  return errors;
}

export function CreateApiTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const form = useForm<TokenFormValues>({ defaultValues: emptyForm() });
  const create = useCreateApiToken();

  /** Shows what the server would refuse; true when there is nothing. */
  const checked = (values: TokenFormValues) => {
    form.clearErrors();
    const errors = Object.entries(fieldErrors(values)) as [CheckedField, string][];
    errors.forEach(([field, message], index) =>
      form.setError(field, { type: 'validate', message }, { shouldFocus: index === 0 }),
    );
    return errors.length === 0;
  };

  const submit = form.handleSubmit((values) => {
    if (!checked(values)) return;
    const input = { name: values.name, expiresAt: expiryOf(values.expiresAt).toISOString(), readOnly: values.readOnly };
    create.mutate(input, {
      onSuccess: (created) => {
        form.reset(emptyForm());
        onCreated(created);
      },
      onError: (error) => {
        if (!applyServerErrors(error, form.setError, fieldNames)) notify.error(errorMessage(error));
      },
    });
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Nuevo token de API"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <FormTextField control={form.control} name="name" label="Nombre" required fullWidth />
      <FormDateField control={form.control} name="expiresAt" label="Expira el" required />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0, minHeight: 56 }}>
        <FormSwitchField control={form.control} name="readOnly" label="Solo lectura" />
        <Button type="submit" variant="contained" loading={create.isPending}>
          Crear token
        </Button>
      </Stack>
    </Stack>
  );
}
