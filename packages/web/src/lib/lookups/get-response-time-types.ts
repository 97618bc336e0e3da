// GET /api/responsetimetypes/all: the units of an SLA level (minutos, horas, días).
import { useQuery } from '@tanstack/react-query';
import type { ResponseTimeType } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getResponseTimeTypes = (signal?: AbortSignal) =>
  apiGet<ResponseTimeType[]>('/responsetimetypes/all', undefined, signal);

export const responseTimeTypesQueryOptions = () => lookupQueryOptions(lookupKeys.responseTimeTypes(), getResponseTimeTypes);

export const useResponseTimeTypes = () => useQuery(responseTimeTypesQueryOptions());
