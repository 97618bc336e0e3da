// A titled section that folds away (docs/product/finding.md#buscador: 'Opciones de busqueda' and 'Resultados').
import type { ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface CollapsiblePanelProps {
  title: string;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  children: ReactNode;
}

export function CollapsiblePanel({ title, expanded, onToggle, children }: CollapsiblePanelProps) {
  const id = `panel-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Accordion expanded={expanded} onChange={(_event, next) => onToggle(next)} disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}
