// Whether an element has come near the visible part of the page (within `margin` pixels below or above it), for what
// is costly to draw and not needed until the reader scrolls to it: once true, it stays true. Where the browser has no
// IntersectionObserver (jsdom), it is true at once.
import { useEffect, useState } from 'react';

const DEFAULT_MARGIN_PX = 200;

export function useNearViewport(element: Element | null, margin = DEFAULT_MARGIN_PX): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
