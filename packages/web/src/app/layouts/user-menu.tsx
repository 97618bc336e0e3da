// The signed-in user's menu in the top bar: the avatar opens a panel naming the user, with the menu of the profile
// (password change and e-mail preference), browser push ('Activar notificaciones') and sign-out.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Divider, IconButton, ListItemIcon, MenuItem, MenuList, Popover, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { PushMenuItem } from '@/features/notifications/notifications/components/push-menu-item';
import { initialsOf } from '@/lib/initials';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSignOut } from '@/lib/session/use-sign-out';
import { noteSignOutRequested } from '../routes/session-end';

export const PROFILE_PATH = '/profile';
const PANEL_ID = 'user-menu';

interface UserMenuProps {
  /** Offer 'Perfil' and browser push (not while the user is held on the password change). */
  showProfile?: boolean;
}

export function UserMenu({ showProfile = true }: UserMenuProps) {
  const user = useSignedInUser();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const initials = initialsOf(user.displayName);

  return (
    <>
      <Tooltip title={user.displayName}>
        <IconButton
          // The name starts with what the button shows (WCAG 2.5.3, label in name).
          aria-label={`${initials}: Cuenta de ${user.displayName}`}
          aria-haspopup="menu"
          aria-controls={anchor ? PANEL_ID : undefined}
          aria-expanded={!!anchor}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar sx={{ bgcolor: 'primary.main', width: 34, height: 34, fontSize: 14 }}>{initials}</Avatar>
        </IconButton>
      </Tooltip>
      <Popover
        id={PANEL_ID}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" noWrap>
            {user.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email || user.userName}
          </Typography>
        </Box>
        <Divider />
        <MenuList autoFocusItem aria-label="Cuenta">
          {showProfile && (
            <MenuItem component={RouterLink} to={PROFILE_PATH} onClick={close}>
              <ListItemIcon>
                <PersonOutlineIcon fontSize="small" />
              </ListItemIcon>
              Perfil
            </MenuItem>
          )}
          {showProfile && <PushMenuItem onChosen={close} />}
          <MenuItem
            onClick={() => {
              close();
              noteSignOutRequested();
              void signOut();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Cerrar sesión
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
