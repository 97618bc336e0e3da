// 'Anterior' and 'Siguiente' over the audit log's pages: the log is never counted whole, so the pager knows only the
// page shown and whether an older one follows (`hasMore`).
import { Box, Button, Typography } from '@mui/material';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

interface AuditPagerProps {
  /** The page shown, from 0. */
  page: number;
  hasMore: boolean;
  /** A page is loading: neither button moves meanwhile. */
  busy: boolean;
  onPageChange: (page: number) => void;
}

export function AuditPager({ page, hasMore, busy, onPageChange }: AuditPagerProps) {
  return (
    <Box
      component="nav"
      aria-label="Páginas de la bitácora"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap', mt: 2 }}
    >
      <Typography color="text.secondary" aria-live="polite" sx={{ mr: 1 }}>
        Página {page + 1}
      </Typography>
      <Button startIcon={<NavigateBeforeIcon />} disabled={busy || page === 0} onClick={() => onPageChange(page - 1)}>
        Anterior
      </Button>
      <Button endIcon={<NavigateNextIcon />} disabled={busy || !hasMore} onClick={() => onPageChange(page + 1)}>
        Siguiente
      </Button>
    </Box>
  );
}
