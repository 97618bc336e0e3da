// GET /api/categoryLocations/category/{id}/owner/{ownerId}: every branch for a category, linked ones as stored and
// the others unlinked with the category's responsible as the default (the 'Sucursales' tab).
import { useQuery } from '@tanstack/react-query';
import type { CategoryLocation } from '@tms/contracts';
import { locationAssignmentsQueryOptions } from '@/components/catalogue-kit/api/location-assignments-query';
import { apiGet } from '@/lib/api/api-client';
import { categoriesQueryKeys } from './categories-query-keys';

export const getCategoryLocations = (categoryId: number, ownerId: number, signal?: AbortSignal) =>
  apiGet<CategoryLocation[]>(`/categoryLocations/category/${categoryId}/owner/${ownerId}`, undefined, signal);

export const categoryLocationsQueryOptions = (categoryId: number, ownerId: number) =>
  locationAssignmentsQueryOptions(categoriesQueryKeys, getCategoryLocations, categoryId, ownerId);

export const useCategoryLocations = (categoryId: number, ownerId: number | null) =>
  useQuery(categoryLocationsQueryOptions(categoryId, ownerId ?? 0));
