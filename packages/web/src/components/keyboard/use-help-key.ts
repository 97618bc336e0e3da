// '?' opens the screen's list of keyboard shortcuts, unless the user is typing it into a field or a dialog is open.
import { useEffect, useEffectEvent } from 'react';
import { isTypingTarget } from './typing-target';

export function useHelpKey(onHelp: () => void, enabled = true) {
  const help = useEffectEvent(onHelp);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      help();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
