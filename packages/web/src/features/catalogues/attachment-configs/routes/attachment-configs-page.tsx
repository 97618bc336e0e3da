// /attachmentconfig (permission 6, 'Archivos'): the attachment rules catalogue (spec 2, common catalogue screens).
import type { GridColDef } from '@mui/x-data-grid';
import type { AttachmentConfig } from '@tms/contracts';
import { DEFAULT_PAGE_SIZE } from '@/components/data-table/data-table';
import { cataloguePage, catalogueRecordDetail } from '@/components/catalogue-kit/components/catalogue-page';
import { whileActive } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import { activeColumn } from '@/components/catalogue-kit/lib/catalogue-columns';
import { useDeleteAttachmentConfig } from '../api/delete-attachment-config';
import { useAttachmentConfig } from '../api/get-attachment-config';
import { useAttachmentConfigs } from '../api/get-attachment-configs';
import { AttachmentConfigForm } from '../components/attachment-config-form';

const columns: GridColDef<AttachmentConfig>[] = [
  { field: 'fileExt', headerName: 'Extensión', flex: 0.7, minWidth: 110 },
  { field: 'minSize', headerName: 'Tamaño mínimo (Kb)', type: 'number', flex: 0.8, minWidth: 150 },
  { field: 'maxSize', headerName: 'Tamaño máximo (Kb)', type: 'number', flex: 0.8, minWidth: 150 },
  { field: 'namingConvention', headerName: 'Nomenclatura', flex: 1.2, minWidth: 160 },
  {
    field: 'subCategories',
    headerName: 'Subcategorías',
    type: 'number',
    width: 120,
    valueGetter: (_value, config) => config.subCategories.length,
  },
  { field: 'isRequired', headerName: 'Requerido', type: 'boolean', width: 100 },
  activeColumn(),
];

const ruleName = (config: AttachmentConfig) => `${config.fileExt} (${config.namingConvention})`;

const AttachmentConfigDetail = catalogueRecordDetail({
  useRecord: useAttachmentConfig,
  title: (config) => (config ? `Archivo: ${ruleName(config)}` : 'Nueva regla de archivos'),
  tabs: (config, onSaved) => [
    generalDataTab((active) => <AttachmentConfigForm config={config} active={active} onSaved={onSaved} />),
  ],
});

export const AttachmentConfigsPage = cataloguePage({
  title: 'Archivos',
  addLabel: 'Agregar regla',
  columns,
  pageSize: DEFAULT_PAGE_SIZE,
  useRows: useAttachmentConfigs,
  useRemove: useDeleteAttachmentConfig,
  deletion: { itemName: ruleName, canDelete: whileActive },
  Detail: AttachmentConfigDetail,
});
