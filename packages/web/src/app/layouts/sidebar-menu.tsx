// The navigation list of the sidebar: the menu of the screens table for the user's permissions.
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { navigationColors } from '../theme';
import type { Menu, MenuSection, Screen } from '@tms/contracts';
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

function MenuLinkItem({ screen, nested, onNavigate }: { screen: Screen; nested?: boolean; onNavigate: () => void }) {
  return (
    <ListItem disablePadding>
      {/* `end`: 'Crear ticket' (/ticket) is not the screen of a saved ticket (/ticket/{id}). */}
      <ListItemButton component={NavLink} to={screen.path} end onClick={onNavigate} sx={{ ...itemSx, pl: nested ? 3 : 2 }}>
        <ListItemIcon>
          <MenuEntryIcon id={screen.permissionId} />
        </ListItemIcon>
        <ListItemText primary={screen.label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
      </ListItemButton>
    </ListItem>
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
            <MenuLinkItem key={screen.permissionId} screen={screen} nested onNavigate={onNavigate} />
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
          <MenuLinkItem key={screen.permissionId} screen={screen} onNavigate={onNavigate} />
        ))}
        {menu.sections.map((section) => (
          <MenuSectionItem key={section.group.permissionId} section={section} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}
