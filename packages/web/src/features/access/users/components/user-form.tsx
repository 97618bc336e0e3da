// Add or edit a user (docs/product/access.md#users). Validates on blur and change with the contracts' userInput
// schema (the same one the API uses), shows the server's field messages, saves with Ctrl+S / Cmd+S.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, Divider, Grid, Typography } from '@mui/material';
import { messages, userInput, type UserDetail, type UserInputParsed, type UserSaved } from '@tms/contracts';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormCells, HALF_ROW } from '@/components/form/form-cells';
import { FormPasswordField } from '@/components/form/form-password-field';
import { FormCodeSelectField } from '@/components/form/form-code-select-field';
import { FormSwitchField } from '@/components/form/form-switch-field';
import { FormTextField } from '@/components/form/form-text-field';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api/error-messages';
import { useSaveShortcut } from '@/lib/hooks/use-save-shortcut';
import { useCompanyLocations } from '@/lib/lookups/get-company-locations';
import { useEntityTypes } from '@/lib/lookups/get-entity-types';
import { useExternalEntities } from '@/lib/lookups/get-external-entities';
import { useRoles } from '@/lib/lookups/get-roles';
import { notify } from '@/lib/notify';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { useEntityTypeRules } from '../hooks/use-entity-type-rules';
import { ResetTwoFactorButton } from './reset-two-factor-button';
import { userFormFields, userFormValues, type UserFormValues } from './user-form-values';

interface UserFormProps {
  /** The user to edit; none means a new user. */
  user?: UserDetail;
  onSaved: (saved: UserSaved) => void;
  onCancel: () => void;
}

export function UserForm({ user, onSaved, onCancel }: UserFormProps) {
  const form = useForm<UserFormValues, unknown, UserInputParsed>({
    resolver: zodResolver(userInput),
    mode: 'all',
    defaultValues: userFormValues(user),
  });
  const { control } = form;
  const roles = useRoles();
  const locations = useCompanyLocations();
  const entityTypes = useEntityTypes();
  const rules = useEntityTypeRules(form, roles.data ?? []);
  const externalEntities = useExternalEntities(rules.entityTypeId, rules.hasExternalEntity);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const saving = createUser.isPending || updateUser.isPending;

  const save = form.handleSubmit((input) => {
    const callbacks = {
      onSuccess: (saved: UserSaved) => {
        notify.success(messages.operationSuccess);
        onSaved(saved);
      },
      onError: (error: Error) => {
        applyServerErrors(error, form.setError, userFormFields);
        notify.error(errorMessage(error));
      },
    };
    if (user) updateUser.mutate({ id: user.id, input }, callbacks);
    else createUser.mutate(input, callbacks);
  });
  useSaveShortcut(() => {
    if (!saving) void save();
  });

  const title = user ? `Editar usuario ${user.userName}` : 'Nuevo usuario';
  return (
    <form noValidate onSubmit={save} aria-label={title}>
      <PageHeader
        title={title}
        subtitle="Guarde con Ctrl+S (Cmd+S en Mac)."
        actions={
          <>
            <Button onClick={onCancel} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" variant="contained" loading={saving}>
              Guardar
            </Button>
          </>
        }
      />
      <Card>
        <CardContent>
          <Grid container spacing={2.5}>
            <FormCells>
              <FormTextField control={control} name="userName" label="Usuario" required autoComplete="off" autoFocus />
              <FormTextField control={control} name="displayName" label="Nombre" required autoComplete="off" />
              <FormTextField control={control} name="email" label="Correo electrónico" type="email" required autoComplete="off" />
              <FormTextField control={control} name="mobilePhone" label="Teléfono móvil" type="tel" autoComplete="off" />
              <FormCodeSelectField
                control={control}
                name="roleId"
                label="Rol"
                required
                items={roles.data}
                onValueChange={rules.onRoleChange}
              />
              <FormCodeSelectField control={control} name="companyLocationId" label="Sucursal" required items={locations.data} />
              <FormCodeSelectField
                control={control}
                name="entityTypeId"
                label="Tipo de entidad"
                required
                readOnly={rules.entityTypeLocked}
                helperText={rules.entityTypeLocked ? 'Lo define el rol seleccionado.' : undefined}
                items={entityTypes.data}
                onValueChange={rules.onEntityTypeChange}
              />
              {rules.hasExternalEntity && (
                <FormCodeSelectField
                  control={control}
                  name="externalEntityId"
                  label="Entidad externa"
                  required
                  items={externalEntities.data}
                />
              )}
              <FormTextField control={control} name="externalId" label="Id externo" autoComplete="off" />
            </FormCells>
            <Grid size={{ xs: 12 }}>
              <Divider sx={{ my: 1 }} />
              <Typography variant="subtitle2" component="h2" sx={{ mb: 2 }}>
                Acceso
              </Typography>
            </Grid>
            <FormCells>
              <FormPasswordField
                control={control}
                name="password"
                label="Contraseña"
                autoComplete="new-password"
                helperText={
                  user
                    ? 'Opcional. Si la captura, el usuario deberá cambiarla al iniciar sesión.'
                    : 'Opcional. Si la deja vacía se genera una contraseña temporal.'
                }
              />
            </FormCells>
            <Grid size={HALF_ROW} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormSwitchField control={control} name="isActive" label="Activo" />
            </Grid>
            {user && (
              <Grid size={{ xs: 12 }}>
                <ResetTwoFactorButton user={user} />
              </Grid>
            )}
          </Grid>
        </CardContent>
      </Card>
    </form>
  );
}
