// GET /api/severities/all: the active severities in their natural order (Baja, Media, Alta, Crítica).
import { useQuery } from '@tanstack/react-query';
import type { Priority } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getSeverities = (signal?: AbortSignal) => apiGet<Priority[]>('/severities/all', undefined, signal);

export const severitiesQueryOptions = () => lookupQueryOptions(lookupKeys.severities(), getSeverities);

export const useSeverities = () => useQuery(severitiesQueryOptions());
