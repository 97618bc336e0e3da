// POST /api/automations: a new rule, checked whole by the server (its catalogue ids and webhook addresses).
import type { Automation, AutomationInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { automationsQueryKeys } from './automations-query-keys';

export const createAutomation = (input: AutomationInputParsed) => apiPost<Automation>('/automations', input);

export const useCreateAutomation = () => useCatalogueMutation(createAutomation, [automationsQueryKeys.all]);
