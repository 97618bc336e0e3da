// Ctrl+S (Cmd+S on a Mac) runs `onSave` instead of the browser's "save page" (docs/product/access.md#users,
// docs/product/conventions.md#limits-and-constants).
import { useEffect, useEffectEvent } from 'react';

export function useSaveShortcut(onSave: () => void, enabled = true) {
  const save = useEffectEvent(onSave);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        save();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
