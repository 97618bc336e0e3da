// What a screen route declares about itself: its title (top bar, document title) and the permission id it needs.
import { useMatches } from 'react-router';
import type { PermissionId } from '@tms/contracts';

export interface RouteHandle {
  title: string;
  permissionId?: PermissionId;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
