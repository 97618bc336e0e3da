// "/" opens the dashboard; a user without it gets the first screen they may open, or their profile.
import { Navigate } from 'react-router';
import { Permission } from '@tms/contracts';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { usePermissions } from '@/lib/permissions/get-permissions';
import { firstPermittedUrl, hasPermission } from '@/lib/permissions/permission-checks';

export function HomeRedirect() {
  const permissions = usePermissions();
  if (permissions.isError) return <LoadError error={permissions.error} onRetry={() => void permissions.refetch()} />;
  if (!permissions.data) return <LoadingScreen />;
  const target = hasPermission(permissions.data, Permission.Dashboard)
    ? '/dashboard'
    : (firstPermittedUrl(permissions.data) ?? '/profile');
  return <Navigate to={target} replace />;
}
