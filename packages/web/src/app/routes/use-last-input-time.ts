// When the user last pressed a key or a pointer (a performance.now() time; 0 before the first): what the app did since
// answers that input, what happened before it is old news.
import { useEffect, useRef, type RefObject } from 'react';

export function useLastInputTime(): RefObject<number> {
  const lastInputAt = useRef(0);
  useEffect(() => {
    const note = () => {
      lastInputAt.current = performance.now();
    };
    document.addEventListener('keydown', note, true);
    document.addEventListener('pointerdown', note, true);
    return () => {
      document.removeEventListener('keydown', note, true);
      document.removeEventListener('pointerdown', note, true);
    };
  }, []);
  return lastInputAt;
}
