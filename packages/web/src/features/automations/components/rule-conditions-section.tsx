// 'Si…' of a rule: every condition must hold; a list left empty holds for any value.
import type { UseFormReturn } from 'react-hook-form';
import type { AutomationInputParsed } from '@tms/contracts';
import { FormCells } from '@/components/form/form-cells';
import { FormTextField } from '@/components/form/form-text-field';
import { AUTOMATION_SUBJECT_MAX } from '@tms/contracts';
import {
  useCategoryOptions,
  useLocationOptions,
  useSeverityOptions,
  useSubCategoryOptions,
  useUserOptions,
} from '../hooks/use-rule-options';
import { creatorTypeOptions, NO_RESPONSIBLE, statusOptions } from '../lib/automation-labels';
import type { AutomationFormValues } from '../lib/automation-form-values';
import { IdsPickerField } from './ids-picker-field';
import { MailOriginField } from './mail-origin-field';
import { RuleSection } from './rule-section';

const ANY = 'Vacío: cualquiera.';

export function RuleConditionsSection({ form }: { form: UseFormReturn<AutomationFormValues, unknown, AutomationInputParsed> }) {
  const { control } = form;
  const categories = useCategoryOptions();
  const subCategories = useSubCategoryOptions();
  const locations = useLocationOptions();
  const severities = useSeverityOptions();
  const users = useUserOptions();
  return (
    <RuleSection title="Si…" hint="Se deben cumplir todas las condiciones; una lista vacía acepta cualquier valor.">
      <FormCells>
        <IdsPickerField
          control={control}
          name="conditions.categoryIds"
          label="La categoría es"
          helperText={ANY}
          {...categories}
        />
        <IdsPickerField
          control={control}
          name="conditions.subCategoryIds"
          label="La subcategoría es"
          helperText={ANY}
          {...subCategories}
        />
        <IdsPickerField
          control={control}
          name="conditions.companyLocationIds"
          label="La sucursal es"
          helperText={ANY}
          {...locations}
        />
        <IdsPickerField
          control={control}
          name="conditions.severityIds"
          label="La severidad es"
          helperText={ANY}
          {...severities}
        />
        <IdsPickerField
          control={control}
          name="conditions.statusIds"
          label="El estatus es"
          helperText={ANY}
          options={statusOptions}
        />
        <IdsPickerField
          control={control}
          name="conditions.assignedToIds"
          label="El responsable es"
          helperText={ANY}
          options={[NO_RESPONSIBLE, ...users.options]}
          loading={users.loading}
        />
        <IdsPickerField
          control={control}
          name="conditions.creatorEntityTypeIds"
          label="El creador es"
          helperText={ANY}
          options={creatorTypeOptions}
        />
        <MailOriginField control={control} name="conditions.createdByMail" />
        <FormTextField
          control={control}
          name="conditions.subjectContains"
          label="El asunto contiene"
          autoComplete="off"
          helperText="Sin distinguir mayúsculas ni acentos. Vacío: cualquier asunto."
          slotProps={{ htmlInput: { maxLength: AUTOMATION_SUBJECT_MAX } }}
        />
      </FormCells>
    </RuleSection>
  );
}
