// /attachmentconfig (permission 6, 'Archivos'): the attachment rules catalogue
// (docs/product/catalogues.md#attachment-rules, docs/product/catalogues.md#catalogue-screens-in-common).
import type { GridColDef } from '@mui/x-data-grid';
import type { AttachmentConfig } from '@tms/contracts';
import { DEFAULT_PAGE_SIZE } from '@/components/data-table/data-table';
import { catalogueFormDetail, cataloguePage } from '@/components/catalogue-kit/components/catalogue-page';
import { whileActive } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { activeColumn, countColumn } from '@/components/catalogue-kit/lib/catalogue-columns';
import { useDeleteAttachmentConfig } from '../api/delete-attachment-config';
import { useAttachmentConfig } from '../api/get-attachment-config';
import { useAttachmentConfigs } from '../api/get-attachment-configs';
import { AttachmentConfigForm } from '../components/attachment-config-form';

const columns: GridColDef<AttachmentConfig>[] = [
  { field: 'fileExt', headerName: 'Extensión', flex: 0.7, minWidth: 110 },
  { field: 'minSize', headerName: 'Tamaño mínimo (Kb)', type: 'number', flex: 0.8, minWidth: 150 },
  { field: 'maxSize', headerName: 'Tamaño máximo (Kb)', type: 'number', flex: 0.8, minWidth: 150 },
  { field: 'namingConvention', headerName: 'Nomenclatura', flex: 1.2, minWidth: 160 },
  countColumn('subCategories', 'Subcategorías'),
  { field: 'isRequired', headerName: 'Requerido', type: 'boolean', width: 100 },
  activeColumn(),
];

const ruleName = (config: AttachmentConfig) => `${config.fileExt} (${config.namingConvention})`;

const AttachmentConfigDetail = catalogueFormDetail({
  useRecord: useAttachmentConfig,
  title: (config) => (config ? `Archivo: ${ruleName(config)}` : 'Nueva regla de archivos'),
  form: (config, recordProps) => <AttachmentConfigForm config={config} {...recordProps} />,
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
