// Categoría → Subcategoría of the tickets a mailbox creates: choosing a category empties the sub-category, which
// stays disabled until a category is chosen. A saved mailbox keeps showing its own defaults even when they are no
// longer offered (an inactive category).
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { Grid } from '@mui/material';
import type { Mailbox, MailboxInput } from '@tms/contracts';
import { codeOptions } from '@/components/form/code-options';
import { FormSelectField, type SelectOption } from '@/components/form/form-select-field';
import { useCategories } from '@/lib/lookups/get-categories';
import { useSubCategories } from '@/lib/lookups/get-sub-categories';
import type { MailboxFormControl } from './mailbox-form-types';

interface MailboxDefaultsFieldsProps {
  control: MailboxFormControl;
  setValue: UseFormSetValue<MailboxInput>;
  mailbox: Mailbox | undefined;
}

function withCurrent(options: SelectOption[], current: SelectOption | null): SelectOption[] {
  if (!current || options.some((option) => option.value === current.value)) return options;
  return [current, ...options];
}

const idOf = (value: unknown) => (value ? Number(value) : null);

export function MailboxDefaultsFields({ control, setValue, mailbox }: MailboxDefaultsFieldsProps) {
  const categoryId = idOf(useWatch({ control, name: 'categoryId' }));
  const categories = useCategories();
  const subCategories = useSubCategories(categoryId);

  const categoryOptions = withCurrent(
    codeOptions(categories.data),
    mailbox ? { value: mailbox.categoryId, label: mailbox.categoryCode } : null,
  );
  const subCategoryOptions = withCurrent(
    codeOptions(subCategories.data),
    mailbox && mailbox.categoryId === categoryId ? { value: mailbox.subCategoryId, label: mailbox.subCategoryCode } : null,
  );

  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelectField
          control={control}
          name="categoryId"
          label="Categoría de los tickets"
          required
          options={categoryOptions}
          onValueChange={() => setValue('subCategoryId', null, { shouldDirty: true })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelectField
          control={control}
          name="subCategoryId"
          label="Subcategoría de los tickets"
          required
          disabled={!categoryId}
          helperText={categoryId ? undefined : 'Elija primero la categoría.'}
          options={subCategoryOptions}
        />
      </Grid>
    </>
  );
}
