// 'Saltar al contenido': the first stop of the keyboard on every signed-in screen. Hidden until it has the focus, it
// moves the focus past the top bar and the menu to the screen's content (WCAG 2.4.1, bypass blocks).
import type { MouseEvent } from 'react';
import { Link } from '@mui/material';
import { TOP_BAR_HEIGHT } from '../theme';

export const MAIN_CONTENT_ID = 'main-content';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const content = document.getElementById(MAIN_CONTENT_ID);
  if (!content) return;
  // The router would take a change of the address's #fragment for a navigation.
  event.preventDefault();
  content.focus();
}

export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToContent}
      sx={(theme) => ({
        position: 'fixed',
        top: (TOP_BAR_HEIGHT - 40) / 2,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      Saltar al contenido
    </Link>
  );
}
