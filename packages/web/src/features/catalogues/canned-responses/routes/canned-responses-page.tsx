// /canned-responses (permission 27, 'Respuestas predefinidas'): the shared responses and the user's personal ones
// (docs/product/catalogues.md#canned-responses), inserted into a ticket's message from the editor's picker.
import type { GridColDef } from '@mui/x-data-grid';
import type { CannedResponse } from '@tms/contracts';
import { catalogueFormDetail, cataloguePage } from '@/components/catalogue-kit/components/catalogue-page';
import { byCode } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { activeColumn, codeColumn } from '@/components/catalogue-kit/lib/catalogue-columns';
import { useDeleteCannedResponse } from '../api/delete-canned-response';
import { useCannedResponse } from '../api/get-canned-response';
import { useCannedResponses } from '../api/get-canned-responses';
import { CannedResponseForm } from '../components/canned-response-form';

const columns: GridColDef<CannedResponse>[] = [
  codeColumn(),
  {
    field: 'isShared',
    headerName: 'Uso',
    width: 130,
    valueGetter: (isShared: boolean) => (isShared ? 'Compartida' : 'Personal'),
  },
  { field: 'ownerName', headerName: 'Autor', flex: 1, minWidth: 160 },
  activeColumn(),
];

const CannedResponseDetail = catalogueFormDetail({
  useRecord: useCannedResponse,
  title: (response) => (response ? `Respuesta: ${response.code}` : 'Nueva respuesta'),
  form: (response, recordProps) => <CannedResponseForm cannedResponse={response} {...recordProps} />,
});

export const CannedResponsesPage = cataloguePage({
  title: 'Respuestas predefinidas',
  addLabel: 'Agregar respuesta',
  columns,
  pageSize: 10,
  useRows: useCannedResponses,
  useRemove: useDeleteCannedResponse,
  deletion: { itemName: byCode, label: 'Eliminar' },
  Detail: CannedResponseDetail,
});
