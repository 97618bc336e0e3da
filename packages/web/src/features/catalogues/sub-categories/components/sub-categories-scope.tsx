// Which sub-categories the standalone screen lists (docs/product/catalogues.md#sub-categories): those the user is
// responsible for, directly or at a branch, said above the table so an empty list is not a mystery; holders of the
// screen's permission (9) may list them all instead ('Ver todas').
import { Box, Button, Typography } from '@mui/material';

export type SubCategoriesScope = 'responsible' | 'all';

const DESCRIPTIONS: Record<SubCategoriesScope, string> = {
  responsible: 'Se muestran las subcategorías de las que usted es responsable, directamente o en una sucursal.',
  all: 'Se muestran todas las subcategorías.',
};

interface SubCategoriesScopeProps {
  scope: SubCategoriesScope;
  /** The user may list every sub-category. */
  canListAll: boolean;
  onChange: (scope: SubCategoriesScope) => void;
}

export function SubCategoriesScopeNotice({ scope, canListAll, onChange }: SubCategoriesScopeProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mb: 2 }}>
      <Typography color="text.secondary">{DESCRIPTIONS[scope]}</Typography>
      {canListAll && (
        <Button size="small" onClick={() => onChange(scope === 'all' ? 'responsible' : 'all')}>
          {scope === 'all' ? 'Ver solo las mías' : 'Ver todas'}
        </Button>
      )}
    </Box>
  );
}
