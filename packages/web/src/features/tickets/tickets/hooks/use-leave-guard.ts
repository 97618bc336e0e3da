// Unsaved edits are never lost silently: while `dirty` holds, leaving the ticket inside the app waits for the user's
// answer (react-router's blocker) and closing or reloading the tab gets the browser's own question. `letThrough`
// turns the guard off for a navigation the screen makes itself (opening a ticket it just created).
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';

export function useLeaveGuard(dirty: boolean, letThrough: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !letThrough.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
