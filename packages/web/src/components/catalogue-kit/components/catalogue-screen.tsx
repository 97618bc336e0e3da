// The shared pattern of the catalogue screens (docs/product/catalogues.md#catalogue-screens-in-common): a table with
// edit, delete and create actions; editing or creating hides the table and shows the record's detail, which comes
// back to the table with its back button.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import AddIcon from '@mui/icons-material/Add';
import { useCatalogueView } from '../hooks/use-catalogue-view';
import { catalogueActionsColumn } from './catalogue-actions-column';
import { CatalogueDeleteDialog, type CatalogueDeletion } from './catalogue-delete-dialog';
import { CatalogueHeader, type CatalogueLevel } from './catalogue-header';
import { CatalogueTable } from './catalogue-table';

export interface CatalogueDetailProps {
  /** The record to edit; null for a new one. */
  id: number | null;
  /** After a save: the detail stays open on the saved record. */
  onSaved: (id: number) => void;
  onBack: () => void;
}

interface CatalogueScreenProps<R extends GridValidRowModel & { id: number }> {
  title: string;
  /** Label of the create button ('Agregar departamento'); without it the screen has no create action. */
  addLabel?: string;
  rows: readonly R[] | undefined;
  loading?: boolean;
  columns: GridColDef<R>[];
  pageSize: number;
  deletion?: CatalogueDeletion<R>;
  /** Extra controls above the table (filters). */
  filters?: ReactNode;
  level?: CatalogueLevel;
  renderDetail: (props: CatalogueDetailProps) => ReactNode;
}

export function CatalogueScreen<R extends GridValidRowModel & { id: number }>({
  title,
  addLabel,
  rows,
  loading,
  columns,
  pageSize,
  deletion,
  filters,
  level = 'page',
  renderDetail,
}: CatalogueScreenProps<R>) {
  const { view, showList, create, edit } = useCatalogueView();
  const [toDelete, setToDelete] = useState<R | null>(null);
  const closeDeletion = useCallback(() => setToDelete(null), []);

  // The grid keeps its column state while the columns stay the same objects: rebuilt only when their inputs change.
  const deletable = !!deletion;
  const deleteLabel = deletion?.label;
  const canDelete = deletion?.canDelete;
  const allColumns = useMemo(
    () => [
      ...columns,
      catalogueActionsColumn<R>({
        onEdit: (row) => edit(row.id),
        onDelete: deletable ? setToDelete : undefined,
        deleteLabel,
        canDelete,
      }),
    ],
    [columns, edit, deletable, deleteLabel, canDelete],
  );

  if (view.mode === 'detail') return renderDetail({ id: view.id, onSaved: edit, onBack: showList });
  return (
    <>
      <CatalogueHeader
        title={title}
        level={level}
        actions={
          addLabel && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={create}>
              {addLabel}
            </Button>
          )
        }
      />
      {filters}
      <CatalogueTable label={title} rows={rows} columns={allColumns} loading={loading} pageSize={pageSize} />
      {deletion && <CatalogueDeleteDialog scope={title} row={toDelete} deletion={deletion} onClose={closeDeletion} />}
    </>
  );
}
