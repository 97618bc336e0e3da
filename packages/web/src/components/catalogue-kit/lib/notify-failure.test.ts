// A catalogue refusal the user solves another way is a warning; any other failure is an error banner.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@tms/contracts';
import { ApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { notifyFailure } from './notify-failure';

vi.mock('@/lib/notify', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('notifyFailure', () => {
  it.each(['resource.in_use', 'calendar.default_required'] as const)('warns on %s', (code) => {
    notifyFailure(new ApiError(409, 'Refusal', {}, true, code));

    expect(notify.warning).toHaveBeenCalledWith('Refusal');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows a 409 of another code, any other status and a non-API failure as errors', () => {
    notifyFailure(new ApiError(409, messages.conflict, {}, true, 'resource.conflict'));
    notifyFailure(new ApiError(400, messages.badRequest));
    notifyFailure(new Error('boom'));

    expect(vi.mocked(notify.error).mock.calls).toEqual([[messages.conflict], [messages.badRequest], [messages.operationError]]);
    expect(notify.warning).not.toHaveBeenCalled();
  });
});
