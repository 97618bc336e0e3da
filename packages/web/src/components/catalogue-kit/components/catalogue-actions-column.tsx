// The actions column of a catalogue table: edit, and delete ('Desactivar' where deleting deactivates,
// docs/product/catalogues.md#catalogue-screens-in-common).
import type { ReactElement } from 'react';
import { GridActionsCellItem, type GridActionsCellItemProps, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { DEACTIVATE_LABEL } from './catalogue-delete-dialog';

export interface CatalogueRowActions<R> {
  onEdit?: (row: R) => void;
  onDelete?: (row: R) => void;
  deleteLabel?: string;
  /** Rows that may not be deleted (already inactive, locked) get no delete action. */
  canDelete?: (row: R) => boolean;
}

export function catalogueActionsColumn<R extends GridValidRowModel>({
  onEdit,
  onDelete,
  deleteLabel = DEACTIVATE_LABEL,
  canDelete = () => true,
}: CatalogueRowActions<R>): GridColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Acciones',
    width: 110,
    getActions: ({ row }) => {
      const actions: ReactElement<GridActionsCellItemProps>[] = [];
      if (onEdit) actions.push(<GridActionsCellItem key="edit" icon={<EditIcon />} label="Editar" onClick={() => onEdit(row)} />);
      if (onDelete && canDelete(row)) {
        actions.push(
          <GridActionsCellItem key="delete" icon={<DeleteIcon />} label={deleteLabel} onClick={() => onDelete(row)} />,
        );
      }
      return actions;
    },
  };
}
