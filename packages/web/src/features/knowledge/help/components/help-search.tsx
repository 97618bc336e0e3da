// The search of 'Ayuda' (docs/product/self-service.md#search): results come as the user types, 300 ms after the
// typing stops, best first, each title and fragment with the words found marked. Typing never waits for the server:
// the last results stay until the next ones arrive.
import { Link as RouterLink } from 'react-router';
import { Box, InputAdornment, LinearProgress, Link, List, ListItem, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { helpArticlePath, KB_SEARCH_TEXT_MAX, type KbSearchHit } from '@tms/contracts';
import { useDebouncedValue } from '@/components/search-autocomplete/use-debounced-value';
import { LoadError } from '@/components/load-error';
import { useArticleSearch } from '../api/search-articles';
import { HighlightedText } from './highlighted-text';

export const HELP_SEARCH_DEBOUNCE_MS = 300;

const countText = (total: number) =>
  total === 0 ? 'No se encontraron artículos.' : total === 1 ? '1 artículo encontrado' : `${total} artículos encontrados`;

function SearchHit({ hit }: { hit: KbSearchHit }) {
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1.5 }}>
      <Link component={RouterLink} to={helpArticlePath(hit.id)} underline="hover" sx={{ fontWeight: 500 }}>
        <HighlightedText html={hit.titleHighlight} />
      </Link>
      <Typography variant="caption" component="p" color="text.secondary">
        {hit.categoryName}
        {hit.subCategoryName && ` › ${hit.subCategoryName}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <HighlightedText html={hit.fragment} />
      </Typography>
    </ListItem>
  );
}

interface HelpSearchProps {
  text: string;
  onTextChange: (text: string) => void;
}

/** The box and, while it holds words, their results (the screen shows its landing otherwise). */
export function HelpSearch({ text, onTextChange }: HelpSearchProps) {
  const searched = useDebouncedValue(text.trim(), HELP_SEARCH_DEBOUNCE_MS);
  const search = useArticleSearch(searched);
  const page = search.data;
  return (
    <Box role="search" aria-label="Buscar artículos">
      <TextField
        type="search"
        label="Buscar en la ayuda"
        placeholder="¿En qué le podemos ayudar?"
        fullWidth
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: KB_SEARCH_TEXT_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ height: 4, mt: 1 }}>{search.isFetching && <LinearProgress aria-label="Buscando" />}</Box>
      {searched && search.isError && <LoadError error={search.error} onRetry={() => void search.refetch()} />}
      {searched && page && (
        <>
          <Typography color="text.secondary" aria-live="polite" sx={{ mt: 1 }}>
            {countText(page.total)}
          </Typography>
          <List aria-label="Resultados de la búsqueda" disablePadding>
            {page.rows.map((hit) => (
              <SearchHit key={hit.id} hit={hit} />
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
