// GET /api/categories/all: the active categories the user may pick (external users get only the public ones for
// their entity type). The ticket form, the Buscador and the catalogue screens offer them.
import { useQuery } from '@tanstack/react-query';
import type { CategoryItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getCategories = (signal?: AbortSignal) => apiGet<CategoryItem[]>('/categories/all', undefined, signal);

export const categoriesQueryOptions = () => lookupQueryOptions(lookupKeys.categories(), getCategories);

export const useCategories = () => useQuery(categoriesQueryOptions());
