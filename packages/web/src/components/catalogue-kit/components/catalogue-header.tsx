// Heading of a catalogue's list or detail: the screen's title (h1), or a section's (h2) when the catalogue is
// embedded in another screen, with actions on the right and an optional back button on the left. A record opened
// inside another one (a sub-category inside its category) shows the way back as one breadcrumb instead.
import type { ReactNode } from 'react';
import { Box, Breadcrumbs, IconButton, Link, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export type CatalogueLevel = 'page' | 'section';

/** One step of a breadcrumb: the screens above open on click; the last step, without one, is the current screen. */
export interface CatalogueCrumb {
  label: string;
  onClick?: () => void;
}

interface CatalogueHeaderProps {
  title?: string;
  level: CatalogueLevel;
  onBack?: () => void;
  /** The way back as a breadcrumb ('Categorías › {categoría} › {subcategoría}'); it replaces the back button. */
  trail?: CatalogueCrumb[];
  actions?: ReactNode;
}

function CatalogueTrail({ trail }: { trail: CatalogueCrumb[] }) {
  return (
    <Breadcrumbs aria-label="Ruta de navegación" separator="›" sx={{ flexBasis: '100%' }}>
      {trail.map((crumb) =>
        crumb.onClick ? (
          <Link key={crumb.label} component="button" type="button" variant="body2" underline="hover" onClick={crumb.onClick}>
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} variant="body2" color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}

export function CatalogueHeader({ title, level, onBack, trail, actions }: CatalogueHeaderProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: level === 'page' ? 3 : 2 }}>
      {trail && <CatalogueTrail trail={trail} />}
      {onBack && !trail && (
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
