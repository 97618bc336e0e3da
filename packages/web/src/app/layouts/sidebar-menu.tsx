// The navigation list of the sidebar, built from the user's permissions.
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { navigationColors } from '../theme';
import type { Menu, MenuLink, MenuSection } from './build-menu';
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

function MenuLinkItem({ link, nested, onNavigate }: { link: MenuLink; nested?: boolean; onNavigate: () => void }) {
  return (
    <ListItem disablePadding>
      {/* `end`: 'Crear ticket' (/ticket) is not the screen of a saved ticket (/ticket/{id}). */}
      <ListItemButton component={NavLink} to={link.url} end onClick={onNavigate} sx={{ ...itemSx, pl: nested ? 3 : 2 }}>
        <ListItemIcon>
          <MenuEntryIcon id={link.id} />
        </ListItemIcon>
        <ListItemText primary={link.label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
      </ListItemButton>
    </ListItem>
  );
}

function MenuSectionItem({ section, onNavigate }: { section: MenuSection; onNavigate: () => void }) {
  const [open, setOpen] = useState(true);
  const listId = `menu-section-${section.id}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ ...itemSx, pl: 2, color: navigationColors.text }}
      >
        <ListItemIcon>
          <MenuEntryIcon id={section.id} />
        </ListItemIcon>
        <ListItemText primary={section.label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto">
        <List id={listId} disablePadding aria-label={section.label}>
          {section.links.map((link) => (
            <MenuLinkItem key={link.id} link={link} nested onNavigate={onNavigate} />
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
        {menu.dashboard && <MenuLinkItem link={menu.dashboard} onNavigate={onNavigate} />}
        {menu.sections.map((section) => (
          <MenuSectionItem key={section.id} section={section} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}
