// General data of a branch, its calendar and its address (docs/product/catalogues.md#branches,
// docs/product/catalogues.md#validation; docs/product/calendars.md#calendars), saved together.
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { companyLocationInput, type CompanyLocation } from '@tms/contracts';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeDetailFields } from '@/components/catalogue-kit/components/code-detail-fields';
import { FormOwnerField } from '@/components/catalogue-kit/components/form-owner-field';
import { useCatalogueForm } from '@/components/catalogue-kit/hooks/use-catalogue-form';
import { useCreateCompanyLocation } from '../api/create-company-location';
import { useUpdateCompanyLocation } from '../api/update-company-location';
import { AddressFields } from './address-fields';
import { CalendarField } from './calendar-field';
import { companyLocationFields, companyLocationFormValues } from './company-location-form-values';

const resolver = zodResolver(companyLocationInput);

interface CompanyLocationFormProps {
  location?: CompanyLocation;
  active: boolean;
  onSaved: (id: number) => void;
}

export function CompanyLocationForm({ location, active, onSaved }: CompanyLocationFormProps) {
  const create = useCreateCompanyLocation();
  const update = useUpdateCompanyLocation();
  const { form, submit, saving } = useCatalogueForm({
    resolver,
    defaultValues: companyLocationFormValues(location),
    fields: companyLocationFields,
    save: (input) => (location ? update.mutateAsync({ id: location.id, input }) : create.mutateAsync(input)),
    onSaved: (saved) => onSaved(saved.id),
    active,
  });
  return (
    <CatalogueForm label="Datos Generales" onSubmit={submit} saving={saving}>
      <CodeDetailFields control={form.control} />
      <Grid size={{ xs: 12, md: 6 }}>
        <FormOwnerField control={form.control} name="ownerId" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CalendarField control={form.control} />
      </Grid>
      <ActiveField control={form.control} />
      <AddressFields form={form} />
    </CatalogueForm>
  );
}
