// The sidebar (about 270 px): company logo, the signed-in user, and the menu. Temporary drawer below `lg`,
// persistent from `lg` up (docs/product/screens.md#layout).
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, ButtonBase, Divider, Drawer, Typography } from '@mui/material';
import { menuFor, type PermissionItem } from '@tms/contracts';
import { BrandLogo } from '@/components/brand-logo';
import { initialsOf } from '@/lib/initials';
import { PRODUCT_NAME } from '@/lib/product';
import { useCompanySettings } from '@/lib/settings/get-company-settings';
import { useSignedInUser } from '@/lib/session/use-session';
import { navigationColors, SIDEBAR_WIDTH } from '../theme';
import { SidebarMenu } from './sidebar-menu';
import { PROFILE_PATH } from './user-menu';

export const SIDEBAR_ID = 'app-sidebar';

interface SidebarProps {
  variant: 'temporary' | 'persistent';
  open: boolean;
  permissions: PermissionItem[];
  onClose: () => void;
  onNavigate: () => void;
}

function CompanyLogo() {
  const settings = useCompanySettings();
  const logo = settings.data?.logo;
  return logo ? (
    <Box component="img" src={logo} alt={settings.data?.name ?? PRODUCT_NAME} sx={{ maxHeight: 40, maxWidth: 160 }} />
  ) : (
    <BrandLogo size={40} />
  );
}

/** The signed-in user; it opens the profile (password change, e-mail preference). */
function SignedInUser({ onNavigate }: { onNavigate: () => void }) {
  const user = useSignedInUser();
  return (
    <ButtonBase
      component={RouterLink}
      to={PROFILE_PATH}
      onClick={onNavigate}
      title="Perfil"
      sx={{
        display: 'flex',
        justifyContent: 'flex-start',
        textAlign: 'left',
        alignItems: 'center',
        gap: 1.5,
        mx: 2,
        p: 1.5,
        borderRadius: 1,
        backgroundColor: navigationColors.hover,
        '&:hover, &.Mui-focusVisible': { backgroundColor: navigationColors.active },
      }}
    >
      <Avatar sx={{ bgcolor: 'primary.main', width: 40, height: 40, fontSize: 16 }}>{initialsOf(user.displayName)}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap sx={{ color: navigationColors.text }}>
          {user.displayName}
        </Typography>
        <Typography variant="caption" component="p" noWrap sx={{ color: navigationColors.muted }}>
          {user.userName}
        </Typography>
        <Typography variant="caption" component="p" noWrap sx={{ color: navigationColors.muted }}>
          {user.email}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

export function Sidebar({ variant, open, permissions, onClose, onNavigate }: SidebarProps) {
  return (
    <Drawer
      id={SIDEBAR_ID}
      variant={variant}
      open={open}
      onClose={onClose}
      anchor="left"
      slotProps={{
        paper: {
          // As a temporary drawer the panel is a dialog: it needs a name.
          ...(variant === 'temporary' ? { 'aria-label': 'Menú' } : {}),
          sx: {
            width: SIDEBAR_WIDTH,
            backgroundColor: navigationColors.background,
            color: navigationColors.text,
            borderRight: 'none',
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 2.5 }}>
        <CompanyLogo />
        <Typography variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {PRODUCT_NAME}
        </Typography>
      </Box>
      <SignedInUser onNavigate={onNavigate} />
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.08)', my: 2 }} />
      <SidebarMenu menu={menuFor(permissions.map((permission) => permission.id))} onNavigate={onNavigate} />
    </Drawer>
  );
}
