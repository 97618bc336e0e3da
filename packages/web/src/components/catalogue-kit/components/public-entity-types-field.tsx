// 'Público' switch of a category or sub-category; when on, the entity types it is offered to
// (docs/product/catalogues.md#categories), every type but 1 (internal users, who see everything). The chosen ids are
// the record's configs.
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { Grid, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { EntityType, type EntityTypeItem } from '@tms/contracts';
import type { AnyFormControl } from '@/components/form/form-control';
import { FormSelectionTable } from '@/components/form/form-selection-table';
import { FormSwitchField } from '@/components/form/form-switch-field';
import { useEntityTypes } from '@/lib/lookups/get-entity-types';

const ENTITY_TYPES_PAGE_SIZE = 10;

const columns: GridColDef<EntityTypeItem>[] = [
  { field: 'code', headerName: 'Tipo de entidad', flex: 1, minWidth: 160 },
  { field: 'detail', headerName: 'Descripción', flex: 2, minWidth: 200 },
];

interface PublicEntityTypesFieldProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  publicName: FieldPath<T>;
  configsName: FieldPath<T>;
}

export function PublicEntityTypesField<T extends FieldValues>({
  control,
  publicName,
  configsName,
}: PublicEntityTypesFieldProps<T>) {
  const isPublic = useWatch({ control, name: publicName });
  const entityTypes = useEntityTypes();
  const selectable = (entityTypes.data ?? []).filter((type) => type.id !== EntityType.Internal);
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSwitchField control={control} name={publicName} label="Público" />
      </Grid>
      {isPublic && (
        <Grid size={12}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Tipos de entidad a los que se ofrece
          </Typography>
          <FormSelectionTable
            control={control}
            name={configsName}
            label="Tipos de entidad"
            rows={selectable}
            columns={columns}
            loading={entityTypes.isLoading}
            pageSize={ENTITY_TYPES_PAGE_SIZE}
          />
        </Grid>
      )}
    </>
  );
}
