// Keyboard on a table's rows (docs/product/finding.md#ticket-lists): j and k move the focused row, Enter
// opens it and '?' asks for the list of shortcuts. Keys typed into a field (input, select, text area, rich text) or
// with Ctrl, Cmd or Alt are left alone, and so is anything while a dialog is open; Enter on a button or link presses
// it.
import { useEffect, useState } from 'react';
import type { GridRowClassNameParams, GridRowId } from '@mui/x-data-grid';
import { isTypingTarget } from '@/components/keyboard/typing-target';

export const KEYBOARD_FOCUSED_ROW_CLASS = 'row-keyboard-focused';

/** Enter on a button, link or checkbox is theirs (it presses them), not the focused row's. */
const isPressable = (target: EventTarget | null) =>
  target instanceof HTMLElement && !!target.closest('button, a[href], [role="button"], [role="checkbox"], [role="link"]');

interface RowKeyboardOptions {
  /** The ids of the rows shown, in their order on screen. */
  rowIds: readonly GridRowId[];
  onOpen: (id: GridRowId) => void;
  onHelp: () => void;
  /** Off while the page shows something else on top (a dialog). */
  enabled?: boolean;
}

export function useRowKeyboard({ rowIds, onOpen, onHelp, enabled = true }: RowKeyboardOptions) {
  const [focusedId, setFocusedId] = useState<GridRowId | null>(null);
  const index = focusedId === null ? -1 : rowIds.indexOf(focusedId);

  useEffect(() => {
    if (!enabled) return;
    const move = (step: number) => {
      if (rowIds.length === 0) return;
      const next = index === -1 ? (step > 0 ? 0 : rowIds.length - 1) : Math.min(Math.max(index + step, 0), rowIds.length - 1);
      setFocusedId(rowIds[next]);
      document.querySelector(`[data-id="${CSS.escape(String(rowIds[next]))}"]`)?.scrollIntoView?.({ block: 'nearest' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTypingTarget(event.target)) return;
      const actions: Record<string, (() => void) | undefined> = {
        j: () => move(1),
        k: () => move(-1),
        Enter: index === -1 || isPressable(event.target) ? undefined : () => onOpen(rowIds[index]),
        '?': onHelp,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, index, rowIds, onOpen, onHelp]);

  const current = index === -1 ? null : rowIds[index];
  return {
    focusedId: current,
    getRowClassName: (params: GridRowClassNameParams) => (params.id === current ? KEYBOARD_FOCUSED_ROW_CLASS : ''),
  };
}
