// Deleting a user other records point at (`resource.in_use`) warns, since deactivating is the way forward; any other
// refusal is an error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type User } from '@tms/contracts';
import { notify } from '@/lib/notify';
import { answerApi, failBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { DeleteUserDialog } from './delete-user-dialog';

// The banners' host (renderWithProviders) still connects to the real module; only what the dialog says is recorded.
vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

afterEach(() => {
  vi.clearAllMocks();
});

const agente = { id: 40, userName: 'agente', displayName: 'Ana Agente' } as User;

async function confirmDeletion() {
  const onClose = vi.fn();
  renderWithProviders(<DeleteUserDialog user={agente} onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
}

describe('DeleteUserDialog', () => {
  it('warns with the conflict text when other records point at the user', async () => {
    answerApi({ 'DELETE /api/users/40': () => failBody(409, messages.conflict, undefined, 'resource.in_use') });

    await confirmDeletion();

    expect(notify.warning).toHaveBeenCalledWith(messages.conflict);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each([
    [400, messages.cannotDeleteSelf, 'request.invalid'],
    [409, messages.conflict, 'resource.conflict'],
  ] as const)('shows a %i refusal whose code is not resource.in_use as an error', async (status, message, code) => {
    answerApi({ 'DELETE /api/users/40': () => failBody(status, message, undefined, code) });

    await confirmDeletion();

    expect(notify.error).toHaveBeenCalledWith(message);
    expect(notify.warning).not.toHaveBeenCalled();
  });
});
