// Every catalogue write, whatever the catalogue, refreshes the picker lists the other screens show: a category,
// sub-category, SLA level or branch changed here must not stay stale in the ticket form or the Buscador.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { lookupKeys } from '@/lib/lookups/lookup-keys';
import { http } from 'msw';
import { successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { createTestQueryClient, withQueryClient } from '@/lib/testing/render-with-providers';
import { useCreateAttachmentConfig } from './attachment-configs/api/create-attachment-config';
import { useDeleteAttachmentConfig } from './attachment-configs/api/delete-attachment-config';
import { useUpdateAttachmentConfig } from './attachment-configs/api/update-attachment-config';
import { useCreateCategory } from './categories/api/create-category';
import { useDeleteCategory } from './categories/api/delete-category';
import { useSaveCategoryLocations } from './categories/api/save-category-locations';
import { useUpdateCategory } from './categories/api/update-category';
import { useCreateCompanyLocation } from './company-locations/api/create-company-location';
import { useDeleteCompanyLocation } from './company-locations/api/delete-company-location';
import { useUpdateCompanyLocation } from './company-locations/api/update-company-location';
import { useAddDepartmentMembers } from './departments/api/add-department-members';
import { useCreateDepartment } from './departments/api/create-department';
import { useDeleteDepartment } from './departments/api/delete-department';
import { useRemoveDepartmentMember } from './departments/api/remove-department-member';
import { useUpdateDepartment } from './departments/api/update-department';
import { useCreateSubCategory } from './sub-categories/api/create-sub-category';
import { useDeleteSubCategory } from './sub-categories/api/delete-sub-category';
import { useSavePriorityLevels } from './sub-categories/api/save-priority-levels';
import { useSaveSubCategoryLocations } from './sub-categories/api/save-sub-category-locations';
import { useUpdateSubCategory } from './sub-categories/api/update-sub-category';
import { useSaveTaskConfiguration } from './task-configuration/api/save-task-configuration';
import { useCreateTaskType } from './task-types/api/create-task-type';
import { useDeleteTaskType } from './task-types/api/delete-task-type';
import { useUpdateTaskType } from './task-types/api/update-task-type';
import { useCreateUserGroup } from './user-groups/api/create-user-group';
import { useDeleteUserGroup } from './user-groups/api/delete-user-group';
import { useUpdateUserGroup } from './user-groups/api/update-user-group';

// The variables do not matter here: the server is a stub answering Success to every call.
type AnyWrite = () => { mutateAsync: (variables: never) => Promise<unknown> };

const writes: Record<string, AnyWrite> = {
  useCreateAttachmentConfig,
  useUpdateAttachmentConfig,
  useDeleteAttachmentConfig,
  useCreateCategory,
  useUpdateCategory,
  useDeleteCategory,
  useSaveCategoryLocations,
  useCreateCompanyLocation,
  useUpdateCompanyLocation,
  useDeleteCompanyLocation,
  useCreateDepartment,
  useUpdateDepartment,
  useDeleteDepartment,
  useAddDepartmentMembers,
  useRemoveDepartmentMember,
  useCreateSubCategory,
  useUpdateSubCategory,
  useDeleteSubCategory,
  useSavePriorityLevels,
  useSaveSubCategoryLocations,
  useSaveTaskConfiguration,
  useCreateTaskType,
  useUpdateTaskType,
  useDeleteTaskType,
  useCreateUserGroup,
  useUpdateUserGroup,
  useDeleteUserGroup,
};

// Every picker list of the app: each member of the key family, those taking an id asked with one.
const lookups = Object.entries(lookupKeys).flatMap(([name, key]) =>
  name === 'all' ? [] : [typeof key === 'function' ? (key as (id: number) => readonly unknown[])(3) : key],
);

beforeEach(() => {
  server.use(http.all('/api/*', () => successBody({ id: 1 })));
});

describe('catalogue writes', () => {
  it.each(Object.entries(writes))('%s invalidates the lookup keys', async (_name, useWrite) => {
    const queryClient = createTestQueryClient();
    for (const key of lookups) queryClient.setQueryData(key, []);
    const wrapper = withQueryClient(queryClient);
    const { result } = renderHook(() => useWrite(), { wrapper });

    await act(() => result.current.mutateAsync({ id: 1, input: {}, userIds: [1], userId: 1 } as never));

    for (const key of lookups) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  });
});
