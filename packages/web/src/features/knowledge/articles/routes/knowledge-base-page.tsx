// /knowledge-base 'Base de conocimiento' (permission 32, docs/product/self-service.md#knowledge-base): the writers'
// list of articles; adding or editing one replaces the list with its detail — 'Datos Generales' (the form) and, once
// saved, 'Versiones' with 'Restaurar'.
import { useCallback, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ArticleRow } from '@tms/contracts';
import { CatalogueDeleteDialog } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { CatalogueHeader } from '@/components/catalogue-kit/components/catalogue-header';
import { catalogueRecordDetail } from '@/components/catalogue-kit/components/catalogue-page';
import { generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import { useCatalogueView } from '@/components/catalogue-kit/hooks/use-catalogue-view';
import { useServerTableState } from '@/components/data-table/use-server-table-state';
import { useDeleteArticle } from '../api/delete-article';
import { useArticleRecord } from '../api/get-article';
import { ArticleForm } from '../components/article-form';
import { ArticleVersionsTab } from '../components/article-versions-tab';
import { ArticlesTable, DELETE_ARTICLE_LABEL } from '../components/articles-table';

const TITLE = 'Base de conocimiento';

const ArticleDetail = catalogueRecordDetail({
  useRecord: useArticleRecord,
  title: (article) => (article ? `Artículo: ${article.title}` : 'Nuevo artículo'),
  tabs: (article, onSaved) => [
    // A new version (a save, a restore) starts the form afresh from what the server keeps.
    generalDataTab((active) => <ArticleForm key={article?.version} article={article} active={active} onSaved={onSaved} />),
    ...(article
      ? [{ label: 'Versiones', render: (active: boolean) => <ArticleVersionsTab article={article} active={active} /> }]
      : []),
  ],
});

const byTitle = (row: ArticleRow) => row.title;

export function KnowledgeBasePage() {
  const { view, showList, create, edit } = useCatalogueView();
  // Kept here so the list comes back on the same page, sort and search after the detail closes.
  const table = useServerTableState();
  const remove = useDeleteArticle();
  const [toDelete, setToDelete] = useState<ArticleRow | null>(null);
  const editRow = useCallback((row: ArticleRow) => edit(row.id), [edit]);
  const closeDeletion = useCallback(() => setToDelete(null), []);

  if (view.mode === 'detail') return <ArticleDetail id={view.id} onSaved={edit} onBack={showList} />;
  return (
    <>
      <CatalogueHeader
        title={TITLE}
        level="page"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={create}>
            Agregar artículo
          </Button>
        }
      />
      <ArticlesTable table={table} onEdit={editRow} onDelete={setToDelete} />
      <CatalogueDeleteDialog
        scope={TITLE}
        row={toDelete}
        deletion={{ itemName: byTitle, label: DELETE_ARTICLE_LABEL, remove: remove.mutateAsync }}
        onClose={closeDeletion}
      />
    </>
  );
}
