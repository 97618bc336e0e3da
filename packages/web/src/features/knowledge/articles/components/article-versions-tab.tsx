// 'Versiones' of an article (docs/product/self-service.md#knowledge-base): every save, newest first, with who saved it
// and when; each earlier one can be read and restored ('Restaurar'), which the server keeps as a new version.
import { useState } from 'react';
import { Box, Button, Chip, CircularProgress, Collapse, List, ListItem, Stack, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { articleStatusLabels, knowledgeMessages, type Article, type ArticleVersion } from '@tms/contracts';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { RichTextContent } from '@/components/rich-text/rich-text-content';
import { notifyFailure } from '@/components/catalogue-kit/lib/notify-failure';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useArticleVersions } from '../api/get-article-versions';
import { useRestoreArticleVersion } from '../api/restore-article-version';

interface VersionItemProps {
  version: ArticleVersion;
  current: boolean;
  /** This version is being restored. */
  restoring: boolean;
  /** Another version is being restored. */
  busy: boolean;
  onRestore: () => void;
}

function VersionItem({ version, current, restoring, busy, onRestore }: VersionItemProps) {
  const [open, setOpen] = useState(false);
  const bodyId = `article-version-${version.id}`;
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} aria-label={`Versión ${version.version}`}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Versión {version.version}
        </Typography>
        <Chip size="small" label={articleStatusLabels[version.status]} />
        {current && <Chip size="small" color="primary" label="Versión actual" />}
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
          {open ? 'Ocultar contenido' : 'Ver contenido'}
        </Button>
        {!current && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<RestoreIcon />}
            loading={restoring}
            disabled={busy && !restoring}
            onClick={onRestore}
          >
            Restaurar
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {version.title} · {formatDate(version.createdDate)} · {version.createdByName}
        {version.restoredFrom !== null && ` · Restaurada de la versión ${version.restoredFrom}`}
      </Typography>
      <Collapse in={open} id={bodyId}>
        <Box sx={{ mt: 1, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
          <RichTextContent html={version.body} />
        </Box>
      </Collapse>
    </ListItem>
  );
}

interface ArticleVersionsTabProps {
  article: Article;
  /** The tab is on screen: the versions are read then. */
  active: boolean;
}

export function ArticleVersionsTab({ article, active }: ArticleVersionsTabProps) {
  const versions = useArticleVersions(article.id, active);
  const restore = useRestoreArticleVersion();
  const [restoring, setRestoring] = useState<number | null>(null);

  const restoreVersion = (version: ArticleVersion) => {
    setRestoring(version.id);
    restore.mutate(
      { id: article.id, versionId: version.id },
      {
        onSuccess: () => notify.success(knowledgeMessages.restored),
        onError: notifyFailure,
        onSettled: () => setRestoring(null),
      },
    );
  };

  if (versions.isError) return <LoadError error={versions.error} onRetry={() => void versions.refetch()} />;
  if (!versions.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Cargando versiones" />
      </Box>
    );
  }
  if (versions.data.length === 0) return <EmptyState text="Sin versiones" />;
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <List aria-label="Versiones del artículo" disablePadding>
        {versions.data.map((version) => (
          <VersionItem
            key={version.id}
            version={version}
            current={version.version === article.version}
            restoring={restoring === version.id}
            busy={restoring !== null}
            onRestore={() => restoreVersion(version)}
          />
        ))}
      </List>
    </Box>
  );
}
