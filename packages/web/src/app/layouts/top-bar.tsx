// The 64 px top bar: menu toggle, page title, ticket search (permission 13), notifications and the user menu
// (Perfil, Cerrar sesión). While the user is held on the password change it shows only the title and the user menu.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppBar, Box, IconButton, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { Permission } from '@tms/contracts';
import { NotificationsButton } from '@/features/notifications/notifications/components/notifications-button';
import { useHasPermission } from '@/lib/permissions/use-has-permission';
import { SIDEBAR_WIDTH, TOP_BAR_HEIGHT } from '../theme';
import { SIDEBAR_ID } from './sidebar';
import { UserMenu } from './user-menu';

interface TopBarProps {
  title?: string;
  /** The persistent sidebar is open: the bar starts at its right edge. */
  besideSidebar: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

function TopBarFrame({ besideSidebar, children }: { besideSidebar: boolean; children: ReactNode }) {
  return (
    <AppBar
      position="fixed"
      sx={(theme) => ({
        width: besideSidebar ? `calc(100% - ${SIDEBAR_WIDTH}px)` : '100%',
        ml: besideSidebar ? `${SIDEBAR_WIDTH}px` : 0,
        borderBottom: 1,
        borderColor: 'divider',
        backgroundColor: 'rgba(255, 255, 255, 0.9)',
        backdropFilter: 'blur(6px)',
        transition: theme.transitions.create(['width', 'margin'], { duration: theme.transitions.duration.shorter }),
      })}
    >
      <Box sx={{ height: TOP_BAR_HEIGHT, display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 } }}>{children}</Box>
    </AppBar>
  );
}

const PageTitle = ({ title }: { title?: string }) => (
  <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
    {title}
  </Typography>
);

export function TopBar({ title, besideSidebar, menuOpen, onToggleMenu }: TopBarProps) {
  const canSearchTickets = useHasPermission(Permission.SearchTickets);

  return (
    <TopBarFrame besideSidebar={besideSidebar}>
      <Tooltip title="Menú">
        <IconButton aria-label="Menú" aria-controls={SIDEBAR_ID} aria-expanded={menuOpen} onClick={onToggleMenu}>
          <MenuIcon />
        </IconButton>
      </Tooltip>
      <PageTitle title={title} />
      {canSearchTickets && (
        <Tooltip title="Buscar tickets">
          <IconButton aria-label="Buscar tickets" component={RouterLink} to="/search-tickets">
            <SearchIcon />
          </IconButton>
        </Tooltip>
      )}
      <NotificationsButton />
      <UserMenu />
    </TopBarFrame>
  );
}

/** The bar of a user held on /change-password: nothing there may be used yet but the sign-out. */
export function PasswordChangeTopBar({ title }: { title?: string }) {
  return (
    <TopBarFrame besideSidebar={false}>
      <PageTitle title={title} />
      <UserMenu showProfile={false} />
    </TopBarFrame>
  );
}
