// GET /api/business-functions/all: the active permissions (business functions) as {value, label}.
import { useQuery } from '@tanstack/react-query';
import type { AssignmentOption } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getBusinessFunctionOptions = (signal?: AbortSignal) =>
  apiGet<AssignmentOption[]>('/business-functions/all', undefined, signal);

export const businessFunctionOptionsQueryOptions = () =>
  lookupQueryOptions(lookupKeys.businessFunctions(), getBusinessFunctionOptions);

export const useBusinessFunctionOptions = () => useQuery(businessFunctionOptionsQueryOptions());
