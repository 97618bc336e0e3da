// /automations (permission 30, 'Automatizaciones'): the rules that act on tickets by themselves or as macros
// (docs/product/automations.md), each with its form and, once saved, the record of its last runs.
import type { GridColDef } from '@mui/x-data-grid';
import type { Automation } from '@tms/contracts';
import { cataloguePage, catalogueRecordDetail } from '@/components/catalogue-kit/components/catalogue-page';
import { byCode, whileActive } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import { activeColumn, codeColumn } from '@/components/catalogue-kit/lib/catalogue-columns';
import { useDeleteAutomation } from '../api/delete-automation';
import { useAutomation } from '../api/get-automation';
import { useAutomations } from '../api/get-automations';
import { AutomationForm } from '../components/automation-form';
import { AutomationRunsTable } from '../components/automation-runs-table';
import { WebhookDeliveriesTable } from '../components/webhook-deliveries-table';
import { kindLabels } from '../lib/automation-labels';

const columns: GridColDef<Automation>[] = [
  codeColumn(),
  { field: 'detail', headerName: 'Descripción', flex: 1, minWidth: 200 },
  {
    field: 'kind',
    headerName: 'Tipo',
    width: 140,
    valueGetter: (kind: Automation['kind']) => kindLabels[kind],
  },
  { field: 'order', headerName: 'Orden', type: 'number', width: 100 },
  activeColumn(),
];

const AutomationDetail = catalogueRecordDetail({
  useRecord: useAutomation,
  title: (rule) => (rule ? `Automatización: ${rule.code}` : 'Nueva automatización'),
  tabs: (rule, onSaved) => [
    generalDataTab((active) => <AutomationForm automation={rule} active={active} onSaved={onSaved} />),
    ...(rule ? [{ label: 'Ejecuciones', render: () => <AutomationRunsTable automationId={rule.id} /> }] : []),
    ...(rule?.actions.some((action) => action.type === 'webhook')
      ? [{ label: 'Llamadas webhook', render: () => <WebhookDeliveriesTable automationId={rule.id} /> }]
      : []),
  ],
});

export const AutomationsPage = cataloguePage({
  title: 'Automatizaciones',
  addLabel: 'Agregar automatización',
  columns,
  pageSize: 10,
  useRows: useAutomations,
  useRemove: useDeleteAutomation,
  deletion: { itemName: byCode, canDelete: whileActive },
  Detail: AutomationDetail,
});
