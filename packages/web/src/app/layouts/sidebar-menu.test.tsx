import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuFor, menuScreens, Permission } from '@tms/contracts';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { SidebarMenu } from './sidebar-menu';

const agentPermissions = [
  Permission.Dashboard,
  Permission.Tickets,
  Permission.CreateTicket,
  Permission.SentTickets,
  Permission.Administration,
  Permission.Calendars,
];

describe('SidebarMenu', () => {
  it("links every entry of the menu to its screen, in the menu order, then 'Ayuda'", () => {
    const menu = menuFor(agentPermissions);
    renderWithProviders(<SidebarMenu menu={menu} onNavigate={vi.fn()} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...menuScreens(menu).map((entry) => [entry.label, entry.path]),
      ['Ayuda', '/help'],
    ]);
  });

  it("offers 'Ayuda' to a user without any screen's permission", () => {
    renderWithProviders(<SidebarMenu menu={menuFor([])} onNavigate={vi.fn()} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/help']);
  });

  it('folds a group away and opens it again', async () => {
    renderWithProviders(<SidebarMenu menu={menuFor(agentPermissions)} onNavigate={vi.fn()} />);
    const group = screen.getByRole('button', { name: 'Administración' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Horarios' })).toBeNull());
    await userEvent.click(group);
    expect(screen.getByRole('link', { name: 'Horarios' })).toHaveAttribute('href', '/calendars');
  });
});
