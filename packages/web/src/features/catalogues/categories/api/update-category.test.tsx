// The bug this guards: the ticket form kept showing a category's old name for minutes after an admin renamed it,
// because its category list sat under a key no catalogue write refreshed.
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { CategoryItem } from '@tms/contracts';
import { useCategories } from '@/lib/lookups/get-categories';
import { http } from 'msw';
import { successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { createTestQueryClient, withQueryClient } from '@/lib/testing/render-with-providers';
import { useUpdateCategory } from './update-category';

describe('useUpdateCategory', () => {
  it("refreshes the categories a ticket form shows, within their 5 minutes' freshness", async () => {
    let name = 'Soporte';
    let reads = 0;
    server.use(
      http.get('/api/categories/all', () => {
        reads += 1;
        return successBody([{ id: 5, code: name } as CategoryItem]);
      }),
      http.put('/api/categories/5', () => {
        name = 'Soporte técnico';
        return successBody({ id: 5, code: name });
      }),
    );
    const queryClient = createTestQueryClient();
    const wrapper = withQueryClient(queryClient);

    // One screen shows the picker (as the ticket form does) while another saves the category.
    const { result } = renderHook(() => ({ pickable: useCategories(), update: useUpdateCategory() }), { wrapper });
    await waitFor(() => expect(result.current.pickable.data?.[0]?.code).toBe('Soporte'));

    await act(() => result.current.update.mutateAsync({ id: 5, input: { code: 'Soporte técnico' } as never }));

    await waitFor(() => expect(result.current.pickable.data?.[0]?.code).toBe('Soporte técnico'));
    expect(reads).toBe(2);
  });
});
