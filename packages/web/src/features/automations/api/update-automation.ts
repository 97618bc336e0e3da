// PUT /api/automations/{id}: saves a rule whole.
import type { Automation, AutomationInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { automationsQueryKeys } from './automations-query-keys';

export const updateAutomation = ({ id, input }: { id: number; input: AutomationInputParsed }) =>
  apiPut<Automation>(`/automations/${id}`, input);

export const useUpdateAutomation = () => useCatalogueMutation(updateAutomation, [automationsQueryKeys.all]);
