// A titled section that folds away (docs/product/finding.md#buscador: 'Opciones de busqueda' and 'Resultados'). Its
// title is one h2, a section of the screen's h1: MUI wraps the summary in a heading of its own (h3 by default), so
// that heading is the h2 and the title inside it plain text.
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
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => onToggle(next)}
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography variant="h6" component="span">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}
