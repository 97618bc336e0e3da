// The ticket screen's keys while it has the keyboard: Ctrl+S (Cmd+S) saves, '?' lists the shortcuts.
import { useState } from 'react';
import { useHelpKey } from '@/components/keyboard/use-help-key';
import { useSaveShortcut } from '@/lib/hooks/use-save-shortcut';

export function useTicketShortcuts(onSave: () => void, enabled: boolean) {
  const [helpOpen, setHelpOpen] = useState(false);
  useSaveShortcut(onSave, enabled);
  useHelpKey(() => setHelpOpen(true), enabled && !helpOpen);
  return { helpOpen, closeHelp: () => setHelpOpen(false) };
}
