// Whether a key press belongs to what the user is typing (or to a dialog or an open list of options) rather than to
// the page's own shortcuts.

/** True when the key belongs to what the user is typing, or to a dialog or an open list of options, not to the page. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable="true"]')) return true;
  if (target.closest('[role="dialog"], [role="listbox"], [role="menu"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'combobox';
}
