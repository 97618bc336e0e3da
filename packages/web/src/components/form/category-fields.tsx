// Categoría → Subcategoría as two half-row drop-downs of a form holding 'categoryId' and 'subCategoryId': the
// sub-category lists the chosen category's active sub-categories and stays disabled until a category is chosen. A
// saved record keeps showing its own choices even when they are no longer offered (an inactive category).
import { useWatch, type FieldPath, type FieldValues, type PathValue, type UseFormSetValue } from 'react-hook-form';
import { codeOptions } from '@/components/form/code-options';
import { useCategories } from '@/lib/lookups/get-categories';
import { useSubCategories } from '@/lib/lookups/get-sub-categories';
import type { AnyFormControl } from './form-control';
import { FormCells } from './form-cells';
import { FormSelectField, type SelectOption } from './form-select-field';

export interface CategoryFieldsProps<T extends FieldValues> {
  /** The form: choosing another category empties its sub-category (dirty, not yet validated). */
  form: { control: AnyFormControl<T>; setValue: UseFormSetValue<T> };
  labels: { category: string; subCategory: string };
  /** The saved record's category and sub-category (null: none), offered even when the lists no longer hold them. */
  saved: { category: SelectOption; subCategory: SelectOption | null } | undefined;
  disabled?: boolean;
  /** Keep the sub-category disabled while the chosen category offers none. */
  lockEmptySubCategories?: boolean;
  /** Shown under the sub-category while no category is chosen. */
  subCategoryHint?: string;
  /** The sub-category may stay empty (a knowledge-base article): not marked required. */
  subCategoryOptional?: boolean;
}

function withSaved(options: SelectOption[], saved: SelectOption | null): SelectOption[] {
  if (!saved || options.some((option) => option.value === saved.value)) return options;
  return [saved, ...options];
}

const idOf = (value: unknown) => (value ? Number(value) : null);

export function CategoryFields<T extends FieldValues>({
  form,
  labels,
  saved,
  disabled = false,
  lockEmptySubCategories = false,
  subCategoryHint,
  subCategoryOptional = false,
}: CategoryFieldsProps<T>) {
  const { control } = form;
  const subCategoryField = 'subCategoryId' as FieldPath<T>;
  const categoryId = idOf(useWatch({ control, name: 'categoryId' as FieldPath<T> }));
  const categories = useCategories();
  const subCategories = useSubCategories(categoryId);

  const categoryOptions = withSaved(codeOptions(categories.data), saved?.category ?? null);
  const subCategoryOptions = withSaved(
    codeOptions(subCategories.data),
    saved && saved.category.value === categoryId ? saved.subCategory : null,
  );
  const noSubCategories = lockEmptySubCategories && subCategoryOptions.length === 0;

  return (
    <FormCells>
      <FormSelectField
        control={control}
        name={'categoryId' as FieldPath<T>}
        label={labels.category}
        required
        disabled={disabled}
        options={categoryOptions}
        onValueChange={() => form.setValue(subCategoryField, null as PathValue<T, FieldPath<T>>, { shouldDirty: true })}
      />
      <FormSelectField
        control={control}
        name={subCategoryField}
        label={labels.subCategory}
        required={!subCategoryOptional}
        disabled={disabled || !categoryId || noSubCategories}
        helperText={categoryId ? undefined : subCategoryHint}
        options={subCategoryOptions}
      />
    </FormCells>
  );
}
