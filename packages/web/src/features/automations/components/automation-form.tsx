// A rule of 'Automatizaciones' (docs/product/automations.md) written as a sentence: its code, description, kind,
// order and 'Activo'; then 'Cuando…' (by kind), 'Si…' (the conditions) and 'Entonces…' (the ordered actions). The
// contract's schema answers in Spanish before any call; the server's field messages land on their fields.
import { Grid } from '@mui/material';
import { automationKinds, type Automation } from '@tms/contracts';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeDetailFields } from '@/components/catalogue-kit/components/code-detail-fields';
import {
  useCatalogueRecordForm,
  type CatalogueRecordFormProps,
} from '@/components/catalogue-kit/hooks/use-catalogue-record-form';
import { FormCells } from '@/components/form/form-cells';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormSelectField } from '@/components/form/form-select-field';
import { useCreateAutomation } from '../api/create-automation';
import { useUpdateAutomation } from '../api/update-automation';
import { kindLabels } from '../lib/automation-labels';
import { automationFields, automationFormValues, automationResolver } from '../lib/automation-form-values';
import { RuleActionsSection } from './rule-actions-section';
import { RuleConditionsSection } from './rule-conditions-section';
import { RuleWhenSection } from './rule-when-section';

const kindOptions = automationKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }));

interface AutomationFormProps extends CatalogueRecordFormProps {
  automation?: Automation;
}

export function AutomationForm({ automation, ...recordProps }: AutomationFormProps) {
  const { form, submit, saving } = useCatalogueRecordForm({
    record: automation,
    useCreate: useCreateAutomation,
    useUpdate: useUpdateAutomation,
    resolver: automationResolver,
    defaultValues: automationFormValues(automation),
    fields: automationFields,
    ...recordProps,
  });
  const { control } = form;
  const kind = form.watch('kind');
  return (
    <CatalogueForm label="Datos Generales" onSubmit={submit} saving={saving}>
      <CodeDetailFields control={control} />
      <Grid size={{ xs: 12, md: 4 }}>
        <FormSelectField control={control} name="kind" label="Tipo" required options={kindOptions} />
      </Grid>
      <FormCells size={{ xs: 6, md: 4 }}>
        <FormNumberField
          control={control}
          name="order"
          label="Orden"
          required
          helperText="Las reglas del mismo tipo se aplican de menor a mayor."
        />
      </FormCells>
      <ActiveField control={control} />
      <RuleWhenSection form={form} kind={kind} />
      <RuleConditionsSection form={form} />
      <RuleActionsSection form={form} />
    </CatalogueForm>
  );
}
