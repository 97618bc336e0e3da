// 'SLA' tab of a sub-category (docs/product/catalogues.md#sla-levels): one row per severity; an active row keeps a
// level with its response time (a required number, 0 by default) and unit; an inactive row has no level. Saved at once.
// Each row's switch says the state it shows ('SLA activo' / 'SLA inactivo'). 'Primera respuesta' is an optional target
// in its own unit (docs/product/service-quality.md#first-response): left empty, the level sets none.
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type FieldPath } from 'react-hook-form';
import { Grid, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { priorityLevelsInput, type PriorityLevelsInput, type SubCategoryPriorityLevel } from '@tms/contracts';
import type { AnyFormControl } from '@/components/form/form-control';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormSwitchField } from '@/components/form/form-switch-field';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { CatalogueRecord } from '@/components/catalogue-kit/components/catalogue-record';
import { useCatalogueForm } from '@/components/catalogue-kit/hooks/use-catalogue-form';
import { usePriorityLevels } from '../api/get-priority-levels';
import { useResponseTimeTypes } from '@/lib/lookups/get-response-time-types';
import { useSavePriorityLevels } from '../api/save-priority-levels';

const resolver = zodResolver(priorityLevelsInput);

const formValues = (subCategoryId: number, levels: readonly SubCategoryPriorityLevel[]): PriorityLevelsInput => ({
  subCategoryId,
  list: levels.map(
    ({ id, priorityId, responseTimeSetting, responseTimeTypeId, firstResponseSetting, firstResponseTypeId, isActive }) => ({
      id,
      priorityId,
      responseTimeSetting,
      responseTimeTypeId,
      firstResponseSetting,
      firstResponseTypeId,
      isActive,
    }),
  ),
});

/** Whether the severity has a level, labelled with the state it shows. */
function SlaStateSwitch({ control, index }: { control: AnyFormControl<PriorityLevelsInput>; index: number }) {
  const active = useWatch({ control, name: `list.${index}.isActive` });
  return <FormSwitchField control={control} name={`list.${index}.isActive`} label={active ? 'SLA activo' : 'SLA inactivo'} />;
}

interface DurationCellsProps {
  control: AnyFormControl<PriorityLevelsInput>;
  setting: FieldPath<PriorityLevelsInput>;
  unit: FieldPath<PriorityLevelsInput>;
  labels: [string, string];
  units: { value: number; label: string }[];
}

/** An amount and its unit, each in its cell: the response time, and the first-response target. */
function DurationCells({ control, setting, unit, labels, units }: DurationCellsProps) {
  return (
    <>
      <TableCell sx={{ minWidth: 160 }}>
        <FormNumberField control={control} name={setting} label={labels[0]} size="small" fullWidth />
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <FormSelectField control={control} name={unit} label={labels[1]} size="small" fullWidth options={units} />
      </TableCell>
    </>
  );
}

const rowFields = (levels: readonly SubCategoryPriorityLevel[]) =>
  levels.flatMap((_level, index) =>
    ['responseTimeSetting', 'responseTimeTypeId', 'firstResponseSetting', 'firstResponseTypeId'].map(
      (field) => `list.${index}.${field}`,
    ),
  );

interface SlaLevelsFormProps {
  subCategoryId: number;
  levels: readonly SubCategoryPriorityLevel[];
  active: boolean;
}

function SlaLevelsForm({ subCategoryId, levels, active }: SlaLevelsFormProps) {
  const save = useSavePriorityLevels();
  const units = useResponseTimeTypes();
  const { form, submit, saving } = useCatalogueForm({
    resolver,
    defaultValues: formValues(subCategoryId, levels),
    fields: rowFields(levels),
    save: save.mutateAsync,
    active,
  });
  const unitOptions = (units.data ?? []).map((unit) => ({ value: unit.id, label: unit.detail || unit.code }));
  return (
    <CatalogueForm label="SLA" onSubmit={submit} saving={saving}>
      <Grid size={12} sx={{ overflowX: 'auto' }}>
        <Table aria-label="Niveles de SLA">
          <TableHead>
            <TableRow>
              <TableCell>Severidad</TableCell>
              <TableCell>Aplica</TableCell>
              <TableCell>Tiempo de respuesta</TableCell>
              <TableCell>Unidad</TableCell>
              <TableCell>Primera respuesta</TableCell>
              <TableCell>Unidad de primera respuesta</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {levels.map((level, index) => (
              <TableRow key={level.priorityId}>
                <TableCell component="th" scope="row">
                  {level.code}
                </TableCell>
                <TableCell>
                  <SlaStateSwitch control={form.control} index={index} />
                </TableCell>
                <DurationCells
                  control={form.control}
                  setting={`list.${index}.responseTimeSetting`}
                  unit={`list.${index}.responseTimeTypeId`}
                  labels={['Tiempo', 'Unidad']}
                  units={unitOptions}
                />
                <DurationCells
                  control={form.control}
                  setting={`list.${index}.firstResponseSetting`}
                  unit={`list.${index}.firstResponseTypeId`}
                  labels={['Primera respuesta', 'Unidad de primera respuesta']}
                  units={unitOptions}
                />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Grid>
    </CatalogueForm>
  );
}

export function SubCategorySlaTab({ subCategoryId, active }: { subCategoryId: number; active: boolean }) {
  const levels = usePriorityLevels(subCategoryId);
  return (
    <CatalogueRecord query={levels}>
      {(rows) => <SlaLevelsForm subCategoryId={subCategoryId} levels={rows} active={active} />}
    </CatalogueRecord>
  );
}
