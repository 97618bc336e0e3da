// The ticket screen's state: the buttons follow the ticket (new or saved, followed or not), Refrescar reads the ticket
// again and drops both the unsaved edits and the conflict warning, and '?' lists the shortcuts unless turned off.
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Ticket } from '@tms/contracts';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi } from '@/lib/testing/api-answers';
import { createTestQueryClient } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { noAbilities, ticketFixture } from '../components/ticket-fixture';
import { ticketEditorTitle, useTicketEditor, type TicketEditorOptions } from './use-ticket-editor';

const providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createTestQueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

const renderEditor = (options: Partial<TicketEditorOptions> = {}) =>
  renderHook(() => useTicketEditor({ onCreated: vi.fn(), ...options }), { wrapper: providers });

const saved: Ticket = ticketFixture({ abilities: { ...noAbilities, canEdit: true }, isFollowing: true });

beforeEach(() => sessionStore.save(testSession));
afterEach(() => {
  // Unmounted first: the editor needs the session while it is shown.
  cleanup();
  sessionStore.clear();
});

describe('useTicketEditor', () => {
  it("titles a new ticket 'Nuevo ticket' and a saved one by its number", () => {
    expect(ticketEditorTitle(undefined)).toBe('Nuevo ticket');
    expect(ticketEditorTitle(saved)).toBe('Detalle de ticket 7');
  });

  it("gives a new ticket's buttons, and its form the user's branch", async () => {
    answerApi({ 'GET /api/workitems/abilities': { ...noAbilities, canEdit: true } });
    const { result } = renderEditor({ preset: { subject: 'Desde el título' } });
    expect(result.current.actions).toMatchObject({ isNew: true, dirty: false, isFollowing: false, saving: false });
    expect(result.current.form.getValues()).toMatchObject({ subject: 'Desde el título', companyLocationId: 1 });
    await waitFor(() => expect(result.current.rules.canEdit).toBe(true));
  });

  it('refreshes a saved ticket from the server, dropping the unsaved edits', async () => {
    const sent = answerApi({ 'GET /api/workitems/7': { ...saved, subject: 'Asunto guardado por otro' } });
    const { result } = renderEditor({ ticket: saved });
    expect(result.current.actions).toMatchObject({ isNew: false, isFollowing: true });
    act(() => result.current.form.setValue('subject', 'Editado sin guardar', { shouldDirty: true }));
    expect(result.current.dirty).toBe(true);

    act(() => result.current.actions.onRefresh());
    await waitFor(() => expect(result.current.form.getValues('subject')).toBe('Asunto guardado por otro'));
    expect(result.current.dirty).toBe(false);
    expect(sent.map((request) => request.path)).toEqual(['/api/workitems/7']);
  });

  it("lists the shortcuts with '?', unless its shortcuts are off", () => {
    const { result } = renderEditor({ ticket: saved });
    act(() => void fireEvent.keyDown(document.body, { key: '?' }));
    expect(result.current.shortcuts.helpOpen).toBe(true);
    act(() => result.current.shortcuts.closeHelp());
    expect(result.current.shortcuts.helpOpen).toBe(false);

    const { result: inModal } = renderEditor({ ticket: saved, shortcutEnabled: false });
    act(() => void fireEvent.keyDown(document.body, { key: '?' }));
    expect(inModal.current.shortcuts.helpOpen).toBe(false);
  });
});
