// Banners belong to the screen they were raised on: going to another screen dismisses them, except the one that
// answers the action that led there (raised after the user's last key or click, lib/notify.ts).
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { dismissBannersOnLeave } from '@/lib/notify';

export function useBannersLeaveWithScreen(lastInputAt: RefObject<number>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dismissBannersOnLeave(lastInputAt.current);
  }, [pathname, lastInputAt]);
}
