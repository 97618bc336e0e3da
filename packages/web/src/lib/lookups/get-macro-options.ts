// GET /api/automations/all: the active macros an internal user may apply to a ticket (docs/product/automations.md).
// A rule write refreshes it through `lookupKeys.all`.
import { useQuery } from '@tanstack/react-query';
import type { AutomationItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getMacroOptions = (signal?: AbortSignal) => apiGet<AutomationItem[]>('/automations/all', undefined, signal);

export const macroOptionsQueryOptions = () => lookupQueryOptions(lookupKeys.macros(), getMacroOptions);

export const useMacroOptions = (enabled = true) => useQuery({ ...macroOptionsQueryOptions(), enabled });
