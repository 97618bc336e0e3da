// After the user goes to another screen, the keyboard focus moves to the screen's heading (the h1 in main, see
// components/page-header.tsx), so keyboard and screen-reader users start there rather than on the menu link or on
// nothing; a screen whose heading waits for its data gets the focus when the heading shows. Until the user's first key
// or click the visit keeps the browser's start (the skip link comes first), also through a redirect ('/' →
// '/dashboard'); a field the new screen focused itself keeps the focus (sign-in's user name), and the wait ends on the
// user's first key or click.
import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

const SCREEN_HEADING = 'main h1';

/** Something of the new screen (a field of main, a dialog) took the focus since the navigation began. */
function newScreenTookFocus(focusedBefore: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === focusedBefore) return false;
  return !!active.closest('main, [role="dialog"]');
}

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/** Focuses the screen's heading now or once it shows; answers how to stop waiting. */
function focusHeadingWhenShown(focusedBefore: Element | null): () => void {
  const tryNow = () => {
    const heading = document.querySelector<HTMLElement>(SCREEN_HEADING);
    if (!heading) return false;
    if (!newScreenTookFocus(focusedBefore)) focusHeading(heading);
    return true;
  };
  if (tryNow()) return () => undefined;

  const observer = new MutationObserver(() => {
    if (tryNow()) stop();
  });
  function stop() {
    observer.disconnect();
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  return stop;
}

interface ShownScreen {
  pathname: string;
  /** What had the focus when the user left the screen before; undefined for the first screen of the visit. */
  leftFrom?: Element | null;
}

export function useHeadingFocusOnNavigation(lastInputAt: RefObject<number>) {
  const { pathname } = useLocation();
  const [shown, setShown] = useState<ShownScreen>({ pathname });
  // Noted while rendering the new screen, before it commits and its fields can take the focus.
  if (shown.pathname !== pathname) setShown({ pathname, leftFrom: document.activeElement });

  useEffect(() => {
    if (shown.leftFrom === undefined || lastInputAt.current === 0) return undefined;
    return focusHeadingWhenShown(shown.leftFrom);
  }, [shown, lastInputAt]);
}
