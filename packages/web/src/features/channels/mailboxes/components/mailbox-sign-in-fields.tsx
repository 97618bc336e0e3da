// 'Inicio de sesión' of a mailbox (docs/product/channels.md#oauth-sign-in): 'Contraseña', 'Microsoft 365', 'Google'
// or 'OAuth 2.0 genérico', and the fields the chosen kind needs. A preset fixes the IMAP server and its endpoints and
// scopes (the server applies them too): choosing one fills them in. The password and the client secret are never
// shown: an edit sends them only when typed.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  MailboxAuthKind,
  mailboxAuthKindLabels,
  presetOf,
  type Mailbox,
  type MailboxAuthKindValue,
  type MailboxInput,
  type MailboxInputParsed,
} from '@tms/contracts';
import { FormCells } from '@/components/form/form-cells';
import { FormPasswordField } from '@/components/form/form-password-field';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';

const PASSWORD_MAX = 500;
const CLIENT_SECRET_MAX = 2000;
export const KEEP_PASSWORD_HELP = 'Déjelo vacío para conservar la contraseña guardada.';
export const KEEP_CLIENT_SECRET_HELP = 'Déjelo vacío para conservar el secreto guardado.';
export const TENANT_HELP = 'El id. del directorio de Microsoft Entra o su dominio, por ejemplo contoso.onmicrosoft.com.';

const authKindOptions = (Object.keys(mailboxAuthKindLabels) as MailboxAuthKindValue[]).map((value) => ({
  value,
  label: mailboxAuthKindLabels[value],
}));

type MailboxFormApi = UseFormReturn<MailboxInput, unknown, MailboxInputParsed>;

/** A preset's server, endpoints and scopes written into the form, so what it shows is what the server will use. */
function applyPreset(form: MailboxFormApi, kind: MailboxAuthKindValue) {
  const preset = presetOf(kind);
  if (!preset) return;
  const tenant = form.getValues('tenant') ?? '';
  const values = {
    host: preset.host,
    port: preset.port,
    secure: preset.secure,
    scopes: preset.scopes,
    authorizationEndpoint: preset.authorizationEndpoint(tenant),
    tokenEndpoint: preset.tokenEndpoint(tenant),
  } as const;
  for (const [name, value] of Object.entries(values)) form.setValue(name as keyof typeof values, value, { shouldDirty: true });
}

const keepHelp = { password: KEEP_PASSWORD_HELP, clientSecret: KEEP_CLIENT_SECRET_HELP };

interface SecretFieldProps {
  form: MailboxFormApi;
  name: keyof typeof keepHelp;
  label: string;
  /** A secret is stored: the field may stay empty to keep it. */
  keeps: boolean;
  max: number;
}

/** A write-only secret: never shown, required unless one is stored (then empty keeps it). */
function SecretField({ form, name, label, keeps, max }: SecretFieldProps) {
  return (
    <FormPasswordField
      control={form.control}
      name={name}
      label={label}
      required={!keeps}
      autoComplete="new-password"
      helperText={keeps ? keepHelp[name] : undefined}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}

interface MailboxSignInFieldsProps {
  form: MailboxFormApi;
  mailbox?: Mailbox;
}

export function MailboxSignInFields({ form, mailbox }: MailboxSignInFieldsProps) {
  const { control } = form;
  const kind = useWatch({ control, name: 'authKind' }) ?? MailboxAuthKind.Password;
  const keepsSecret = mailbox?.hasClientSecret && mailbox.authKind === kind;
  const clientFields = (
    <>
      <FormTextField control={control} name="clientId" label="Id. de cliente (aplicación)" required autoComplete="off" />
      <SecretField form={form} name="clientSecret" label="Secreto del cliente" keeps={!!keepsSecret} max={CLIENT_SECRET_MAX} />
    </>
  );
  return (
    <>
      <FormCells>
        <FormSelectField
          control={control}
          name="authKind"
          label="Inicio de sesión"
          options={authKindOptions}
          onValueChange={(value) => applyPreset(form, value as MailboxAuthKindValue)}
        />
        {kind === MailboxAuthKind.Password && (
          <SecretField form={form} name="password" label="Contraseña" keeps={!!mailbox} max={PASSWORD_MAX} />
        )}
        {kind === MailboxAuthKind.Microsoft && (
          <FormTextField control={control} name="tenant" label="Inquilino" required autoComplete="off" helperText={TENANT_HELP} />
        )}
      </FormCells>
      {kind === MailboxAuthKind.OAuth && (
        <FormCells>
          <FormTextField
            control={control}
            name="authorizationEndpoint"
            label="Endpoint de autorización"
            required
            autoComplete="off"
          />
          <FormTextField control={control} name="tokenEndpoint" label="Endpoint de tokens" required autoComplete="off" />
          <FormTextField
            control={control}
            name="scopes"
            label="Permisos (scopes)"
            required
            autoComplete="off"
            helperText="Separados por espacios; incluya offline_access para recibir el token de actualización."
          />
        </FormCells>
      )}
      {kind !== MailboxAuthKind.Password && <FormCells>{clientFields}</FormCells>}
    </>
  );
}
