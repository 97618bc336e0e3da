// The root of every route: what follows the user from screen to screen — the keyboard focus lands on the new screen's
// heading, and the banners of the screen left go away.
import { Outlet } from 'react-router';
import { useBannersLeaveWithScreen } from './use-banners-leave-with-screen';
import { useHeadingFocusOnNavigation } from './use-heading-focus';
import { useLastInputTime } from './use-last-input-time';

export function AppRoot() {
  const lastInputAt = useLastInputTime();
  useHeadingFocusOnNavigation(lastInputAt);
  useBannersLeaveWithScreen(lastInputAt);
  return <Outlet />;
}
