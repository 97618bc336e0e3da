// For a dialog whose code loads when it is first opened (React.lazy): whether it has been open at some render. The
// dialog stays mounted from then on, so closing it still plays its exit transition.
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering, as React advises for state that follows a prop.
  if (open && !opened) setOpened(true);
  return opened || open;
}
