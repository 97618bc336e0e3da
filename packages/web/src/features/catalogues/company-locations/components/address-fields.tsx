// The branch's postal address (docs/product/catalogues.md#branches): choosing another state empties the city and
// loads that state's cities.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Grid, Typography } from '@mui/material';
import type { CompanyLocationInput, CompanyLocationInputParsed } from '@tms/contracts';
import { FormAutocompleteField } from '@/components/form/form-autocomplete-field';
import { FormCells, THIRD_ROW } from '@/components/form/form-cells';
import { FormTextField } from '@/components/form/form-text-field';
import { useCitiesOfState } from '@/lib/lookups/get-cities-of-state';
import { useStates } from '@/lib/lookups/get-states';

const ZIP_CODE_LENGTH = 5;

type BranchForm = UseFormReturn<CompanyLocationInput, unknown, CompanyLocationInputParsed>;

export function AddressFields({ form }: { form: BranchForm }) {
  const { control } = form;
  const stateId = useWatch({ control, name: 'address.stateId' });
  const states = useStates();
  const cities = useCitiesOfState(stateId ? Number(stateId) : null);

  const changeState = () => {
    form.setValue('address.cityId', null, { shouldDirty: true });
    form.clearErrors('address.cityId');
  };

  return (
    <>
      <Grid size={12}>
        <Typography variant="subtitle1" component="h3">
          Dirección
        </Typography>
      </Grid>
      <FormCells>
        <FormTextField control={control} name="address.businessName" label="Razón social" required autoComplete="off" />
        <FormTextField
          control={control}
          name="address.taxId"
          label="RFC"
          required
          autoComplete="off"
          helperText="Ejemplo: ABCD123456XY1"
        />
        <FormTextField control={control} name="address.address1" label="Calle y número" required autoComplete="off" />
        <FormTextField control={control} name="address.address2" label="Colonia" autoComplete="off" />
      </FormCells>
      <FormCells size={THIRD_ROW}>
        <FormAutocompleteField
          control={control}
          name="address.stateId"
          label="Estado"
          required
          options={(states.data ?? []).map((state) => ({ value: state.id, label: state.detail }))}
          loading={states.isLoading}
          onValueChange={changeState}
        />
        <FormAutocompleteField
          control={control}
          name="address.cityId"
          label="Municipio"
          required
          disabled={!stateId}
          options={(cities.data ?? []).map((city) => ({ value: city.id, label: city.detail }))}
          loading={cities.isLoading}
          helperText={stateId ? undefined : 'Elija primero el estado.'}
        />
        <FormTextField
          control={control}
          name="address.zipCode"
          label="Código postal"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: ZIP_CODE_LENGTH, inputMode: 'numeric' } }}
        />
        <FormTextField control={control} name="address.phoneNumber" label="Teléfono" type="tel" autoComplete="off" />
        <FormTextField control={control} name="address.email" label="Correo electrónico" type="email" autoComplete="off" />
      </FormCells>
      <FormCells size={{ xs: 6, md: 2 }}>
        <FormTextField control={control} name="address.latitude" label="Latitud" autoComplete="off" inputMode="decimal" />
        <FormTextField control={control} name="address.longitude" label="Longitud" autoComplete="off" inputMode="decimal" />
      </FormCells>
    </>
  );
}
