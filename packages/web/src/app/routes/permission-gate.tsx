// Once the permissions are loaded, a screen whose permission id the user lacks sends them to /
// (docs/product/screens.md#access-to-screens).
// Until then the screen waits, so it never shows (or calls the API) for a user who may not see it.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { usePermissions } from '@/lib/permissions/get-permissions';
import { hasPermission } from '@/lib/permissions/permission-checks';
import { useRouteHandle } from './route-handle';

export function PermissionGate({ children }: { children: ReactNode }) {
  const permissionId = useRouteHandle()?.permissionId;
  const permissions = usePermissions();

  if (permissionId === undefined) return children;
  if (permissions.isError) return <LoadError error={permissions.error} onRetry={() => void permissions.refetch()} />;
  if (!permissions.data) return <LoadingScreen />;
  if (!hasPermission(permissions.data, permissionId)) return <Navigate to="/" replace />;
  return children;
}
