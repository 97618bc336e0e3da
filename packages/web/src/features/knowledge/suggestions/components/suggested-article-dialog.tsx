// A suggested article opened beside the new ticket: its text (the reading counts as a view) and 'Esto resolvió mi
// problema', which counts the deflection and hands over to the form to leave without a ticket; 'Cerrar' goes back to
// writing.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { knowledgeMessages } from '@tms/contracts';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useArticle } from '../../articles/api/get-article';
import { ArticleView } from '../../help/components/article-view';
import { usePostDeflection } from '../api/post-deflection';

interface SuggestedArticleDialogProps {
  /** The article shown; null: closed. */
  articleId: number | null;
  /** The title the suggestion showed, while the article loads. */
  title: string;
  onClose: () => void;
  onResolved: () => void;
}

export function SuggestedArticleDialog({ articleId, title, onClose, onResolved }: SuggestedArticleDialogProps) {
  const article = useArticle(articleId);
  const deflection = usePostDeflection();
  const resolved = () => {
    if (articleId === null) return;
    deflection.mutate(articleId, {
      onSuccess: () => {
        notify.success(knowledgeMessages.deflected);
        onResolved();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };
  return (
    <Dialog open={articleId !== null} onClose={onClose} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle>{article.data?.title ?? title}</DialogTitle>
      <DialogContent dividers>
        {article.isError ? (
          <LoadError error={article.error} onRetry={() => void article.refetch()} />
        ) : article.data ? (
          <ArticleView article={article.data} titleAs={null} />
        ) : (
          <LoadingScreen />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckCircleOutlinedIcon />}
          disabled={!article.data}
          loading={deflection.isPending}
          onClick={resolved}
        >
          {knowledgeMessages.resolvedMyProblem}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
