// A catalogue write refreshes the catalogue's own reads and every picker list (lookupKeys.all), and nothing else.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { lookupKeys } from '@/lib/lookups/lookup-keys';
import { createTestQueryClient, withQueryClient } from '@/lib/testing/render-with-providers';
import { catalogueQueryKeys } from './catalogue-query-keys';
import { useCatalogueMutation } from './use-catalogue-mutation';

const departments = catalogueQueryKeys('departments');
const lookups = [lookupKeys.categories(), lookupKeys.subCategoriesOfCategory(3), lookupKeys.severities()];

function setUp(fail = false) {
  const queryClient = createTestQueryClient();
  for (const key of [...lookups, departments.list, departments.detail(1), ['ticket', 7]]) queryClient.setQueryData(key, []);
  const wrapper = withQueryClient(queryClient);
  const save = async (id: number) => {
    if (fail) throw new Error('refused');
    return { id };
  };
  const { result } = renderHook(() => useCatalogueMutation(save, [departments.all]), { wrapper });
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { result, invalidated };
}

describe('useCatalogueMutation', () => {
  it('invalidates the lookup key family and the catalogue after a successful write', async () => {
    const { result, invalidated } = setUp();
    await act(() => result.current.mutateAsync(1));

    for (const key of lookups) expect(invalidated(key), JSON.stringify(key)).toBe(true);
    expect(invalidated(departments.list)).toBe(true);
    expect(invalidated(departments.detail(1))).toBe(true);
    expect(invalidated(['ticket', 7])).toBe(false);
  });

  it('leaves every cached read as it was when the write fails', async () => {
    const { result, invalidated } = setUp(true);
    await act(() => result.current.mutateAsync(1).catch(() => undefined));

    for (const key of [...lookups, departments.list]) expect(invalidated(key)).toBe(false);
  });
});
