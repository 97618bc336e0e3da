// The '?' dialog of a screen (keyboard-shortcuts-dialog.tsx), whose code loads when it is first opened, so the
// screen's first load carries none of it.
import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';

const KeyboardShortcutsDialog = lazy(() =>
  import('./keyboard-shortcuts-dialog').then((module) => ({ default: module.KeyboardShortcutsDialog })),
);

export function KeyboardShortcutsHelp(props: ComponentProps<typeof KeyboardShortcutsDialog>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardShortcutsDialog {...props} />
    </Suspense>
  );
}
