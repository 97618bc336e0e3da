// The navigation list of the sidebar: the menu of the screens table for the user's permissions, then 'Ayuda', which
// every signed-in user opens (docs/product/self-service.md#knowledge-base).
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import { navigationColors } from '../theme';
import { helpScreen, type Menu, type MenuSection, type Screen } from '@tms/contracts';
import { MenuEntryIcon } from './menu-icons';

const itemSx = {
  borderRadius: 1,
  mx: 1,
  mb: 0.25,
  color: navigationColors.muted,
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
  '&:hover': { backgroundColor: navigationColors.hover },
  '&.active': { backgroundColor: navigationColors.active, color: navigationColors.text },
  '&.active .MuiListItemIcon-root': { color: 'primary.light' },
} as const;

interface SidebarMenuProps {
  menu: Menu;
  onNavigate: () => void;
}

interface MenuLinkItemProps {
  path: string;
  label: string;
  icon: ReactNode;
  nested?: boolean;
  /** Marked current only on its own path, not below it. */
  end?: boolean;
  onNavigate: () => void;
}

function MenuLinkItem({ path, label, icon, nested, end = true, onNavigate }: MenuLinkItemProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={path} end={end} onClick={onNavigate} sx={{ ...itemSx, pl: nested ? 3 : 2 }}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
      </ListItemButton>
    </ListItem>
  );
}

/** A screen of the table; `end`: 'Crear ticket' (/ticket) is not the screen of a saved ticket (/ticket/{id}). */
function ScreenLinkItem({ screen, nested, onNavigate }: { screen: Screen; nested?: boolean; onNavigate: () => void }) {
  return (
    <MenuLinkItem
      path={screen.path}
      label={screen.label}
      icon={<MenuEntryIcon id={screen.permissionId} />}
      nested={nested}
      onNavigate={onNavigate}
    />
  );
}

function MenuSectionItem({ section, onNavigate }: { section: MenuSection; onNavigate: () => void }) {
  const [open, setOpen] = useState(true);
  const { group } = section;
  const listId = `menu-section-${group.permissionId}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ ...itemSx, pl: 2, color: navigationColors.text }}
      >
        <ListItemIcon>
          <MenuEntryIcon id={group.permissionId} />
        </ListItemIcon>
        <ListItemText primary={group.label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto">
        <List id={listId} disablePadding aria-label={group.label}>
          {section.screens.map((screen) => (
            <ScreenLinkItem key={screen.permissionId} screen={screen} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

export function SidebarMenu({ menu, onNavigate }: SidebarMenuProps) {
  return (
    <Box component="nav" aria-label="Navegación principal">
      <List
        subheader={
          <ListSubheader disableSticky sx={{ background: 'transparent', color: navigationColors.muted, lineHeight: 2.5 }}>
            Menú
          </ListSubheader>
        }
      >
        {menu.screens.map((screen) => (
          <ScreenLinkItem key={screen.permissionId} screen={screen} onNavigate={onNavigate} />
        ))}
        {menu.sections.map((section) => (
          <MenuSectionItem key={section.group.permissionId} section={section} onNavigate={onNavigate} />
        ))}
        {/* Its articles (/help/articles/{id}) keep it marked. */}
        <MenuLinkItem
          path={helpScreen.path}
          label={helpScreen.label}
          icon={<HelpCenterIcon fontSize="small" />}
          end={false}
          onNavigate={onNavigate}
        />
      </List>
    </Box>
  );
}
