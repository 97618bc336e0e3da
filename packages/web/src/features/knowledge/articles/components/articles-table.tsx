// The writers' list of articles (permission 32): one page at a time, searched by title and sorted by the server, with
// edit and 'Eliminar' per row.
import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { articleAudienceLabels, articleStatusLabels, type ArticleRow, type ArticleSortField } from '@tms/contracts';
import { catalogueActionsColumn } from '@/components/catalogue-kit/components/catalogue-actions-column';
import { DataTable } from '@/components/data-table/data-table';
import type { ServerTableState } from '@/components/data-table/use-server-table-state';
import { formatDate } from '@/lib/dates';
import { useArticles, type ArticleListRequest } from '../api/get-articles';

export const DELETE_ARTICLE_LABEL = 'Eliminar';

interface ArticlesTableProps {
  table: ServerTableState;
  onEdit: (row: ArticleRow) => void;
  onDelete: (row: ArticleRow) => void;
}

/** The table's query as the API reads it: without a sorted column the server's own order (newest change first). */
function listQuery({ query }: ServerTableState): ArticleListRequest {
  const sortField = query.sortField as ArticleSortField | undefined;
  return { page: query.page, pageSize: query.pageSize, q: query.q, ...(sortField && { sortField, sortOrder: query.sortOrder }) };
}

export function ArticlesTable({ table, onEdit, onDelete }: ArticlesTableProps) {
  const articles = useArticles(listQuery(table));
  const columns = useMemo<GridColDef<ArticleRow>[]>(
    () => [
      { field: 'title', headerName: 'Título', flex: 2, minWidth: 220 },
      { field: 'categoryName', headerName: 'Categoría', flex: 1, minWidth: 150 },
      {
        field: 'audience',
        headerName: 'Audiencia',
        width: 110,
        sortable: false,
        valueGetter: (audience: ArticleRow['audience']) => articleAudienceLabels[audience],
      },
      {
        field: 'status',
        headerName: 'Estado',
        width: 120,
        valueGetter: (status: ArticleRow['status']) => articleStatusLabels[status],
      },
      {
        field: 'views',
        headerName: 'Vistas',
        type: 'number',
        width: 90,
        valueGetter: (_value, row) => row.counts.views,
      },
      {
        field: 'helpfulCount',
        headerName: 'Útil',
        type: 'number',
        width: 80,
        valueGetter: (_value, row) => row.counts.helpful,
      },
      {
        field: 'modifiedDate',
        headerName: 'Modificado',
        width: 190,
        valueFormatter: (date: string) => formatDate(date),
      },
      catalogueActionsColumn<ArticleRow>({ onEdit, onDelete, deleteLabel: DELETE_ARTICLE_LABEL }),
    ],
    [onEdit, onDelete],
  );

  return (
    <DataTable<ArticleRow>
      label="Artículos"
      rows={articles.data?.rows ?? []}
      rowCount={articles.data?.total ?? 0}
      loading={articles.isFetching}
      columns={columns}
      {...table.gridProps}
    />
  );
}
