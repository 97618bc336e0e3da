// Once the permissions are loaded, a screen whose permission id the user lacks sends them to / and says why in a
// warning banner (docs/product/screens.md#access-to-screens): a silent bounce to the dashboard looked like a broken link.
// Until then the screen waits, so it never shows (or calls the API) for a user who may not see it.
// The permissions arrive through the query cache, whose updates React renders at once, in one task; the screen they
// let through is drawn as a deferred render instead, which React does in slices (a screen's first render is the
// biggest piece of work of its first view: 0.3–0.7 s on a phone, where one task of that length holds every tap).
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permissions/get-permissions';
import { hasPermission } from '@/lib/permissions/permission-checks';
import { useRouteHandle } from './route-handle';

const NO_PERMISSION_FOR_PAGE = 'No tiene permiso para abrir esa página.';

/** Leaves a screen the user may not open for the start, telling them why; the banner stays on the screen reached. */
function NotPermitted() {
  useEffect(() => notify.warning(NO_PERMISSION_FOR_PAGE), []);
  return <Navigate to="/" replace />;
}

export function PermissionGate({ children }: { children: ReactNode }) {
  const permissionId = useRouteHandle()?.permissionId;
  const permissions = usePermissions();
  const permissionsShown = useDeferredValue(permissions.data);

  if (permissionId === undefined) return children;
  if (permissions.isError) return <LoadError error={permissions.error} onRetry={() => void permissions.refetch()} />;
  if (!permissions.data || !permissionsShown) return <LoadingScreen />;
  if (!hasPermission(permissions.data, permissionId)) return <NotPermitted />;
  return children;
}
