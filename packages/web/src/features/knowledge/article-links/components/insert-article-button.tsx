// 'Insertar artículo' in the toolbar of a ticket's reply editor (docs/product/self-service.md#suggestions: agents insert
// an article's link into a reply): the agent finds the article by its words and its title goes into the text, linked
// to its page under 'Ayuda' (/help/articles/{id}, the app's full address so a mailed reply opens it too).
import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { articleAudienceLabels, helpArticlePath, type KbSearchHit } from '@tms/contracts';
import { ToolbarButton, type RichTextToolbarExtraProps } from '@/components/rich-text/rich-text-toolbar';
import { SearchAutocomplete } from '@/components/search-autocomplete/search-autocomplete';
import { articleOptionsQuery } from '../../help/api/article-options';

export const INSERT_ARTICLE_LABEL = 'Insertar artículo';

/** The article's page as a link that opens from anywhere (a reply read in the mail). */
export const articleAddress = (articleId: number) => new URL(helpArticlePath(articleId), window.location.origin).href;

const optionLabel = (article: KbSearchHit) => `${article.title} (${articleAudienceLabels[article.audience]})`;

export function InsertArticleButton({ insertLink }: RichTextToolbarExtraProps) {
  const [open, setOpen] = useState(false);
  const searchBox = useRef<HTMLInputElement>(null);
  const choose = (article: KbSearchHit | null) => {
    if (!article) return;
    setOpen(false);
    insertLink(articleAddress(article.id), article.title);
  };
  return (
    <>
      <ToolbarButton label={INSERT_ARTICLE_LABEL} icon={<ArticleOutlinedIcon fontSize="small" />} onClick={() => setOpen(true)} />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="sm"
        fullWidth
        slotProps={{ transition: { onEntered: () => searchBox.current?.focus() } }}
      >
        <DialogTitle>{INSERT_ARTICLE_LABEL}</DialogTitle>
        <DialogContent>
          <SearchAutocomplete<KbSearchHit>
            label="Buscar artículo"
            value={null}
            onChange={choose}
            optionsQuery={articleOptionsQuery}
            getOptionLabel={optionLabel}
            getOptionKey={(article) => article.id}
            placeholder="Escriba palabras del artículo"
            inputRef={searchBox}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancelar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
