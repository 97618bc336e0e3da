// The signed-in frame: the skip link, top bar, sidebar (once permissions are loaded) and the current screen with the
// footer below the first view; above the screen, once per browser, the offer to turn browser push on (it starts from
// the user's action). A user who must change the password, or set up the second step the role requires, gets a bare
// frame instead: the API refuses every other call until then, so nothing here asks for permissions, notifications or
// settings.
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { PushOfferBanner } from '@/features/notifications/notifications/components/push-offer-banner';
import { usePermissions } from '@/lib/permissions/get-permissions';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useSignedInUser } from '@/lib/session/use-session';
import { PermissionGate } from '../routes/permission-gate';
import { useRouteHandle } from '../routes/route-handle';
import { SIDEBAR_WIDTH, TOP_BAR_HEIGHT } from '../theme';
import { Footer } from './footer';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { PasswordChangeTopBar, TopBar } from './top-bar';

function ScreenArea({ marginLeft, children }: { marginLeft: number; children: ReactNode }) {
  const theme = useTheme();
  return (
    <Box
      sx={{
        flexGrow: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        ml: `${marginLeft}px`,
        transition: theme.transitions.create('margin', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <Box sx={{ height: TOP_BAR_HEIGHT, flexShrink: 0 }} />
      {/* Focused by the skip link only, so it wears no focus ring of its own. At least the rest of the window high, so
          the footer starts below the first view: a screen's rows arriving after it would push it down (layout
          shift); a short screen shows it after a little scroll. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          minHeight: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
          p: { xs: 2, md: 3 },
          '&:focus-visible': { outline: 'none' },
        }}
      >
        {children}
      </Box>
      <Footer />
    </Box>
  );
}

function FullLayout({ title }: { title?: string }) {
  const theme = useTheme();
  const isLarge = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [persistentOpen, setPersistentOpen] = useState(true);
  const [temporaryOpen, setTemporaryOpen] = useState(false);
  const permissions = usePermissions();

  const hasSidebar = !!permissions.data;
  const sidebarOpen = hasSidebar && (isLarge ? persistentOpen : temporaryOpen);
  const besideSidebar = isLarge && sidebarOpen;
  const toggleMenu = () => (isLarge ? setPersistentOpen((open) => !open) : setTemporaryOpen((open) => !open));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
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
      <ScreenArea marginLeft={besideSidebar ? SIDEBAR_WIDTH : 0}>
        <PushOfferBanner />
        <PermissionGate>
          <Outlet />
        </PermissionGate>
      </ScreenArea>
    </Box>
  );
}

function PasswordChangeLayout({ title }: { title?: string }) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <PasswordChangeTopBar title={title} />
      <ScreenArea marginLeft={0}>
        <Outlet />
      </ScreenArea>
    </Box>
  );
}

export function AppLayout() {
  const user = useSignedInUser();
  const title = useRouteHandle()?.title;
  useDocumentTitle(title);
  const held = user.needChangePassword || user.needTwoFactorSetup;
  return held ? <PasswordChangeLayout title={title} /> : <FullLayout title={title} />;
}
