// The sub-category form's values (contracts' subCategoryInput). New sub-categories are active and private
// (docs/product/catalogues.md#sub-categories).
import type { SubCategory, SubCategoryInput } from '@tms/contracts';
import { publicConfigIds } from '@/components/catalogue-kit/lib/public-configs';

export const subCategoryFields = [
  'categoryId',
  'code',
  'detail',
  'descriptions',
  'ownerId',
  'sla',
  'isPublic',
  'isActive',
  'userGroupId',
  'subCategoryConfigs',
] as const;

export const subCategoryFormValues = (subCategory: SubCategory | undefined, categoryId: number | null): SubCategoryInput => ({
  categoryId: subCategory?.categoryId ?? categoryId,
  code: subCategory?.code ?? '',
  detail: subCategory?.detail ?? '',
  descriptions: subCategory?.descriptions ?? '',
  ownerId: subCategory?.ownerId ?? null,
  sla: subCategory?.sla ?? 0,
  isPublic: subCategory?.isPublic ?? false,
  isActive: subCategory?.isActive ?? true,
  userGroupId: subCategory?.userGroupId ?? null,
  subCategoryConfigs: publicConfigIds(subCategory?.subCategoryConfigs ?? []),
});
