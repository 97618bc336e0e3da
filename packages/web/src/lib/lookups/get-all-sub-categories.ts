// GET /api/subcategories/all: every active sub-category the user may pick, of any category (the attachment rule's
// sub-category table).
import { useQuery } from '@tanstack/react-query';
import type { SubCategoryItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getAllSubCategories = (signal?: AbortSignal) => apiGet<SubCategoryItem[]>('/subcategories/all', undefined, signal);

export const allSubCategoriesQueryOptions = () => lookupQueryOptions(lookupKeys.allSubCategories(), getAllSubCategories);

export const useAllSubCategories = () => useQuery(allSubCategoriesQueryOptions());
