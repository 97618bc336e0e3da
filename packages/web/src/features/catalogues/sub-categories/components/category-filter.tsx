// 'Filtrar por categoria' (docs/product/catalogues.md#sub-categories): the categories of the listed sub-categories,
// to show one category's only.
import { MenuItem, TextField } from '@mui/material';
import type { SubCategory } from '@tms/contracts';

const ALL = '';

interface CategoryFilterProps {
  subCategories: readonly SubCategory[];
  value: number | null;
  onChange: (categoryId: number | null) => void;
}

export function CategoryFilter({ subCategories, value, onChange }: CategoryFilterProps) {
  const categories = [
    ...new Map(subCategories.map((subCategory) => [subCategory.categoryId, subCategory.categoryName])).entries(),
  ].sort(([, a], [, b]) => a.localeCompare(b, 'es-MX'));
  return (
    <TextField
      select
      size="small"
      label="Filtrar por categoria"
      value={value === null ? ALL : String(value)}
      onChange={(event) => onChange(event.target.value === ALL ? null : Number(event.target.value))}
      fullWidth={false}
      sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value={ALL}>Todas</MenuItem>
      {categories.map(([id, name]) => (
        <MenuItem key={id} value={String(id)}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
