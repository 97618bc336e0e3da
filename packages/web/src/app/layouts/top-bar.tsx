// The 64 px top bar: menu toggle, page title, ticket search (permission 13), notifications and sign-out.
import { Link as RouterLink } from 'react-router';
import { AppBar, Box, IconButton, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { Permission } from '@tms/contracts';
import { NotificationsButton } from '@/features/notifications/notifications/components/notifications-button';
import { useHasPermission } from '@/lib/permissions/use-has-permission';
import { useSignOut } from '@/lib/session/use-sign-out';
import { SIDEBAR_WIDTH, TOP_BAR_HEIGHT } from '../theme';
import { SIDEBAR_ID } from './sidebar';

interface TopBarProps {
  title?: string;
  /** The persistent sidebar is open: the bar starts at its right edge. */
  besideSidebar: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ title, besideSidebar, menuOpen, onToggleMenu }: TopBarProps) {
  const canSearchTickets = useHasPermission(Permission.SearchTickets);
  const signOut = useSignOut();

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
      <Box sx={{ height: TOP_BAR_HEIGHT, display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 } }}>
        <Tooltip title="Menú">
          <IconButton aria-label="Menú" aria-controls={SIDEBAR_ID} aria-expanded={menuOpen} onClick={onToggleMenu}>
            <MenuIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {canSearchTickets && (
          <Tooltip title="Buscar tickets">
            <IconButton aria-label="Buscar tickets" component={RouterLink} to="/search-tickets">
              <SearchIcon />
            </IconButton>
          </Tooltip>
        )}
        <NotificationsButton />
        <Tooltip title="Cerrar sesión">
          <IconButton aria-label="Cerrar sesión" onClick={() => void signOut()}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </AppBar>
  );
}
