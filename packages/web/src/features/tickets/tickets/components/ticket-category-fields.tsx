// Categoria → Subcategoria: choosing a category empties the sub-category, which stays disabled until the category
// has sub-categories to offer (spec 4 and 5). A saved ticket keeps showing its own choices even when they are no
// longer offered to this user.
import { useFormContext, useWatch } from 'react-hook-form';
import { Grid } from '@mui/material';
import type { Ticket } from '@tms/contracts';
import { FormSelectField, type SelectOption } from '@/components/form/form-select-field';
import { useCategories } from '@/lib/lookups/get-categories';
import { useSubCategories } from '@/lib/lookups/get-sub-categories';
import type { TicketFormValues } from './ticket-form-values';

interface TicketCategoryFieldsProps {
  ticket: Ticket | undefined;
  disabled: boolean;
}

function withCurrent(options: SelectOption[], current: SelectOption | null): SelectOption[] {
  if (!current || options.some((option) => option.value === current.value)) return options;
  return [current, ...options];
}

export function TicketCategoryFields({ ticket, disabled }: TicketCategoryFieldsProps) {
  const { control, setValue } = useFormContext<TicketFormValues>();
  const categoryId = useWatch({ control, name: 'categoryId' });
  const categories = useCategories();
  const subCategories = useSubCategories(categoryId);

  const categoryOptions = withCurrent(
    (categories.data ?? []).map((category) => ({ value: category.id, label: category.code })),
    ticket ? { value: ticket.categoryId, label: ticket.categoryName } : null,
  );
  const subCategoryOptions = withCurrent(
    (subCategories.data ?? []).map((subCategory) => ({ value: subCategory.id, label: subCategory.code })),
    ticket && ticket.categoryId === categoryId ? { value: ticket.subCategoryId, label: ticket.subCategoryName } : null,
  );

  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelectField
          control={control}
          name="categoryId"
          label="Categoria"
          required
          disabled={disabled}
          options={categoryOptions}
          onValueChange={() => setValue('subCategoryId', null, { shouldDirty: true })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelectField
          control={control}
          name="subCategoryId"
          label="Subcategoria"
          required
          disabled={disabled || !categoryId || subCategoryOptions.length === 0}
          options={subCategoryOptions}
        />
      </Grid>
    </>
  );
}
