// The bug this guards: the ticket form kept showing a category's old name for minutes after an admin renamed it,
// because its category list sat under a key no catalogue write refreshed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { CategoryItem } from '@tms/contracts';
import { useCategories } from '@/lib/lookups/get-categories';
import { failAnswer, successAnswer } from '@/lib/testing/api-answers';
import { createTestQueryClient, withQueryClient } from '@/lib/testing/render-with-providers';
import { useUpdateCategory } from './update-category';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useUpdateCategory', () => {
  it("refreshes the categories a ticket form shows, within their 5 minutes' freshness", async () => {
    let name = 'Soporte';
    const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === '/api/categories/all') return successAnswer([{ id: 5, code: name } as CategoryItem]);
      if (String(url) === '/api/categories/5' && init?.method === 'PUT') {
        name = 'Soporte técnico';
        return successAnswer({ id: 5, code: name });
      }
      return failAnswer(404, 'No se encontraron resultados, verifique los datos.');
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createTestQueryClient();
    const wrapper = withQueryClient(queryClient);

    // One screen shows the picker (as the ticket form does) while another saves the category.
    const { result } = renderHook(() => ({ pickable: useCategories(), update: useUpdateCategory() }), { wrapper });
    await waitFor(() => expect(result.current.pickable.data?.[0]?.code).toBe('Soporte'));

    await act(() => result.current.update.mutateAsync({ id: 5, input: { code: 'Soporte técnico' } as never }));

    await waitFor(() => expect(result.current.pickable.data?.[0]?.code).toBe('Soporte técnico'));
    const reads = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/categories/all');
    expect(reads).toHaveLength(2);
  });
});
