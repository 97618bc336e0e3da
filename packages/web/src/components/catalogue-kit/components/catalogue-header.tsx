// Heading of a catalogue's list or detail: the screen's title (h1), or a section's (h2) when the catalogue is
// embedded in another screen, with actions on the right and an optional back button on the left.
import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export type CatalogueLevel = 'page' | 'section';

interface CatalogueHeaderProps {
  title?: string;
  level: CatalogueLevel;
  onBack?: () => void;
  actions?: ReactNode;
}

export function CatalogueHeader({ title, level, onBack, actions }: CatalogueHeaderProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: level === 'page' ? 3 : 2 }}>
      {onBack && (
        <Tooltip title="Regresar">
          <IconButton aria-label="Regresar" onClick={onBack} edge="start">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
      )}
      <Typography
        variant={level === 'page' ? 'h4' : 'h6'}
        component={level === 'page' ? 'h1' : 'h2'}
        sx={{ flexGrow: 1, minWidth: 0 }}
      >
        {title}
      </Typography>
      {actions && <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}
