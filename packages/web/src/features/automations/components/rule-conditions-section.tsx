// 'Si…' of a rule: every condition must hold; a list left empty holds for any value.
import type { UseFormReturn } from 'react-hook-form';
import type { AutomationInputParsed } from '@tms/contracts';
import { FormCells } from '@/components/form/form-cells';
import type { SelectOption } from '@/components/form/form-select-field';
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

type ConditionList = Exclude<keyof AutomationFormValues['conditions'], 'createdByMail' | 'subjectContains'>;

interface ConditionPicker {
  name: ConditionList;
  label: string;
  options: readonly SelectOption[];
  loading?: boolean;
}

/** The list conditions, in the order the form shows them, with their options. */
function useConditionPickers(): ConditionPicker[] {
  const users = useUserOptions();
  return [
    { name: 'categoryIds', label: 'La categoría es', ...useCategoryOptions() },
    { name: 'subCategoryIds', label: 'La subcategoría es', ...useSubCategoryOptions() },
    { name: 'companyLocationIds', label: 'La sucursal es', ...useLocationOptions() },
    { name: 'severityIds', label: 'La severidad es', ...useSeverityOptions() },
    { name: 'statusIds', label: 'El estatus es', options: statusOptions },
    { name: 'assignedToIds', label: 'El responsable es', options: [NO_RESPONSIBLE, ...users.options], loading: users.loading },
    { name: 'creatorEntityTypeIds', label: 'El creador es', options: creatorTypeOptions },
  ];
}

export function RuleConditionsSection({ form }: { form: UseFormReturn<AutomationFormValues, unknown, AutomationInputParsed> }) {
  const { control } = form;
  const pickers = useConditionPickers();
  return (
    <RuleSection title="Si…" hint="Se deben cumplir todas las condiciones; una lista vacía acepta cualquier valor.">
      <FormCells>
        {pickers.map(({ name, ...picker }) => (
          <IdsPickerField key={name} control={control} name={`conditions.${name}`} helperText={ANY} {...picker} />
        ))}
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
