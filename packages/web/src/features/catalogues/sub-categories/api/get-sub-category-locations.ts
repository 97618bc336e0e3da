// GET /api/subcategorylocations/subcategory/{id}/owner/{ownerId}: every branch for a sub-category, linked ones as
// stored and the others unlinked with the sub-category's responsible as the default (the 'Sucursales' tab).
import { useQuery } from '@tanstack/react-query';
import type { SubCategoryLocation } from '@tms/contracts';
import { locationAssignmentsQueryOptions } from '@/components/catalogue-kit/api/location-assignments-query';
import { apiGet } from '@/lib/api/api-client';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const getSubCategoryLocations = (subCategoryId: number, ownerId: number, signal?: AbortSignal) =>
  apiGet<SubCategoryLocation[]>(`/subcategorylocations/subcategory/${subCategoryId}/owner/${ownerId}`, undefined, signal);

export const subCategoryLocationsQueryOptions = (subCategoryId: number, ownerId: number) =>
  locationAssignmentsQueryOptions(subCategoriesQueryKeys, getSubCategoryLocations, subCategoryId, ownerId);

export const useSubCategoryLocations = (subCategoryId: number, ownerId: number | null) =>
  useQuery(subCategoryLocationsQueryOptions(subCategoryId, ownerId ?? 0));
