// The signed-in frame: top bar, sidebar (once permissions are loaded) and the current screen with the footer.
import { useState } from 'react';
import { Outlet } from 'react-router';
import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { usePermissions } from '@/lib/permissions/get-permissions';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { PermissionGate } from '../routes/permission-gate';
import { useRouteHandle } from '../routes/route-handle';
import { SIDEBAR_WIDTH, TOP_BAR_HEIGHT } from '../theme';
import { Footer } from './footer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

export function AppLayout() {
  const theme = useTheme();
  const isLarge = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [persistentOpen, setPersistentOpen] = useState(true);
  const [temporaryOpen, setTemporaryOpen] = useState(false);
  const permissions = usePermissions();
  const title = useRouteHandle()?.title;
  useDocumentTitle(title);

  const hasSidebar = !!permissions.data;
  const sidebarOpen = hasSidebar && (isLarge ? persistentOpen : temporaryOpen);
  const besideSidebar = isLarge && sidebarOpen;
  const toggleMenu = () => (isLarge ? setPersistentOpen((open) => !open) : setTemporaryOpen((open) => !open));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar title={title} besideSidebar={besideSidebar} menuOpen={sidebarOpen} onToggleMenu={toggleMenu} />
      {permissions.data && (
        <Sidebar
          variant={isLarge ? 'persistent' : 'temporary'}
          open={sidebarOpen}
          permissions={permissions.data}
          onClose={() => setTemporaryOpen(false)}
          onNavigate={() => setTemporaryOpen(false)}
        />
      )}
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          ml: besideSidebar ? `${SIDEBAR_WIDTH}px` : 0,
          transition: theme.transitions.create('margin', { duration: theme.transitions.duration.shorter }),
        }}
      >
        <Box sx={{ height: TOP_BAR_HEIGHT, flexShrink: 0 }} />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <PermissionGate>
            <Outlet />
          </PermissionGate>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
