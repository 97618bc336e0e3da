// General data of an incoming mailbox (docs/product/channels.md#mailboxes): code, the mailbox's address, the IMAP
// connection (server, port, secure, user, folder), how it signs in (a password or OAuth 2.0:
// docs/product/channels.md#oauth-sign-in, with the connection's state and 'Conectar' once saved), the category and
// sub-category of the tickets it creates, 'Verificación del remitente' (docs/product/channels.md#who-sent-a-mail) with
// the receiving server's authserv-id, and 'Activo'. The password and the client secret are never shown: a new mailbox
// needs one, an edit sends it only when typed (the server asks for it again when it would go elsewhere). A preset
// (Microsoft 365, Google) fixes the server. 'Probar conexión' tries the form's values (the stored password when none
// is typed; an OAuth mailbox's own connection) and shows the server's answer in a banner.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Typography } from '@mui/material';
import { CategoryFields } from '@/components/form/category-fields';
import { FormCells } from '@/components/form/form-cells';
import CableIcon from '@mui/icons-material/Cable';
import {
  checkNewSecrets,
  DEFAULT_MAIL_FOLDER,
  DEFAULT_SENDER_CHECK,
  IMAPS_PORT,
  MailboxAuthKind,
  mailboxInput,
  mailboxTestInput,
  presetOf,
  SenderCheck,
  senderCheckLabels,
  usesOAuth,
  type SenderCheckValue,
  type Mailbox,
  type MailboxInput,
} from '@tms/contracts';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeField } from '@/components/catalogue-kit/components/code-detail-fields';
import {
  useCatalogueRecordForm,
  type CatalogueRecordFormProps,
} from '@/components/catalogue-kit/hooks/use-catalogue-record-form';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormSwitchField } from '@/components/form/form-switch-field';
import { FormTextField } from '@/components/form/form-text-field';
import { errorMessage } from '@/lib/api/error-messages';
import { useCreateMailbox } from '../api/create-mailbox';
import { useTestMailboxConnection } from '../api/test-mailbox-connection';
import { useUpdateMailbox } from '../api/update-mailbox';
import { MailboxConnectionPanel } from './mailbox-connection-panel';
import { MailboxSignInFields } from './mailbox-sign-in-fields';

const SECURE_LABEL = 'Conexión segura (SSL/TLS)';
const editResolver = zodResolver(mailboxInput);
/** A new mailbox cannot be read without its secret (password or client secret): asked for here, before the server does. */
const createResolver = zodResolver(mailboxInput.superRefine(checkNewSecrets));

const connectionFields = ['host', 'port', 'secure', 'userName', 'password', 'folder', 'authKind'] as const;
const signInFields = ['tenant', 'authorizationEndpoint', 'tokenEndpoint', 'scopes', 'clientId', 'clientSecret'] as const;
const senderFields = ['senderCheck', 'authservId'] as const;
const fields = [
  'code',
  'address',
  'categoryId',
  'subCategoryId',
  'isActive',
  ...connectionFields,
  ...signInFields,
  ...senderFields,
] as const;

const senderCheckOptions = (Object.keys(senderCheckLabels) as SenderCheckValue[]).map((value) => ({
  value,
  label: senderCheckLabels[value],
}));
export const AUTHSERV_ID_HELP =
  'El nombre con el que su servidor de correo firma el encabezado Authentication-Results (por ejemplo, mx.empresa.com).';

/** Categoría → Subcategoría of the tickets the mailbox creates. */
const ticketCategoryLabels = { category: 'Categoría de los tickets', subCategory: 'Subcategoría de los tickets' };

interface MailboxFormProps extends CatalogueRecordFormProps {
  mailbox?: Mailbox;
  /** Where 'Conectar' sends the browser (the provider's consent page); tests hand their own. */
  openConsentPage?: (url: string) => void;
}

/** The stored values, never the password nor the client secret (the API answers neither; the fields start empty). */
const defaultValuesOf = (mailbox?: Mailbox): MailboxInput => ({
  code: mailbox?.code ?? '',
  address: mailbox?.address ?? '',
  host: mailbox?.host ?? '',
  port: mailbox?.port ?? IMAPS_PORT,
  secure: mailbox?.secure ?? true,
  userName: mailbox?.userName ?? '',
  password: '',
  authKind: mailbox?.authKind ?? MailboxAuthKind.Password,
  tenant: mailbox?.tenant ?? '',
  authorizationEndpoint: mailbox?.authorizationEndpoint ?? '',
  tokenEndpoint: mailbox?.tokenEndpoint ?? '',
  scopes: mailbox?.scopes ?? '',
  clientId: mailbox?.clientId ?? '',
  clientSecret: '',
  folder: mailbox?.folder ?? DEFAULT_MAIL_FOLDER,
  senderCheck: mailbox?.senderCheck ?? DEFAULT_SENDER_CHECK,
  authservId: mailbox?.authservId ?? '',
  categoryId: mailbox?.categoryId ?? null,
  subCategoryId: mailbox?.subCategoryId ?? null,
  isActive: mailbox?.isActive ?? true,
});

interface TestAnswer {
  ok: boolean;
  message: string;
}

export function MailboxForm({ mailbox, openConsentPage, ...recordProps }: MailboxFormProps) {
  const probe = useTestMailboxConnection();
  const [answer, setAnswer] = useState<TestAnswer | null>(null);
  const { form, submit, saving } = useCatalogueRecordForm({
    record: mailbox,
    useCreate: useCreateMailbox,
    useUpdate: useUpdateMailbox,
    resolver: mailbox ? editResolver : createResolver,
    defaultValues: defaultValuesOf(mailbox),
    fields,
    ...recordProps,
  });
  const { control } = form;
  const checksResults = form.watch('senderCheck') === SenderCheck.AuthenticationResults;
  const kind = useWatch({ control, name: 'authKind' }) ?? MailboxAuthKind.Password;
  // A preset's server is its provider's: shown, not typed.
  const presetServer = presetOf(kind) !== null;
  // The tickets' category and sub-category the mailbox saved, shown even when no longer offered (an inactive category).
  const savedDefaults = mailbox && {
    category: { value: mailbox.categoryId, label: mailbox.categoryCode },
    subCategory: { value: mailbox.subCategoryId, label: mailbox.subCategoryCode },
  };

  const testConnection = async () => {
    setAnswer(null);
    if (!(await form.trigger(connectionFields))) return;
    const values = form.getValues();
    const parsed = mailboxTestInput.safeParse({
      host: values.host,
      port: values.port,
      secure: values.secure,
      userName: values.userName,
      password: values.password,
      folder: values.folder,
      authKind: values.authKind,
      mailboxId: mailbox?.id ?? null,
    });
    if (!parsed.success) return;
    try {
      const result = await probe.mutateAsync(parsed.data);
      setAnswer({ ok: true, message: result.message });
    } catch (error) {
      applyServerErrors(error, form.setError, connectionFields);
      setAnswer({ ok: false, message: errorMessage(error) });
    }
  };

  return (
    <CatalogueForm
      label="Datos Generales"
      onSubmit={submit}
      saving={saving}
      actions={
        <Button variant="outlined" startIcon={<CableIcon />} loading={probe.isPending} onClick={() => void testConnection()}>
          Probar conexión
        </Button>
      }
    >
      <CodeField control={control} />
      <FormCells>
        <FormTextField
          control={control}
          name="address"
          label="Correo del buzón"
          type="email"
          required
          autoComplete="off"
          helperText="La dirección a la que los usuarios escriben; las respuestas de las notificaciones llegan aquí."
        />
        <FormTextField control={control} name="host" label="Servidor IMAP" required autoComplete="off" disabled={presetServer} />
      </FormCells>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormNumberField control={control} name="port" label="Puerto" required min={1} disabled={presetServer} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
        {presetServer ? (
          <Typography color="text.secondary">{SECURE_LABEL}</Typography>
        ) : (
          <FormSwitchField control={control} name="secure" label={SECURE_LABEL} />
        )}
      </Grid>
      <FormCells>
        <FormTextField control={control} name="userName" label="Usuario" required autoComplete="off" />
        <FormTextField
          control={control}
          name="folder"
          label="Carpeta"
          autoComplete="off"
          helperText={`Vacía: ${DEFAULT_MAIL_FOLDER}.`}
        />
      </FormCells>
      <MailboxSignInFields form={form} mailbox={mailbox} />
      {mailbox && usesOAuth(kind) && (
        <Grid size={12}>
          <MailboxConnectionPanel mailbox={mailbox} formKind={kind} openConsentPage={openConsentPage} />
        </Grid>
      )}
      <FormCells>
        <FormSelectField control={control} name="senderCheck" label="Verificación del remitente" options={senderCheckOptions} />
        {checksResults && (
          <FormTextField
            control={control}
            name="authservId"
            label="Servidor que verifica (authserv-id)"
            required
            autoComplete="off"
            helperText={AUTHSERV_ID_HELP}
          />
        )}
      </FormCells>
      <ActiveField control={control} />
      <CategoryFields
        form={form}
        labels={ticketCategoryLabels}
        saved={savedDefaults}
        subCategoryHint="Elija primero la categoría."
      />
      {answer && (
        <Grid size={12}>
          <Alert severity={answer.ok ? 'success' : 'error'} onClose={() => setAnswer(null)}>
            {answer.message}
          </Alert>
        </Grid>
      )}
    </CatalogueForm>
  );
}
