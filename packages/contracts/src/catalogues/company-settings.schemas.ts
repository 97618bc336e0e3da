// Company settings: the logo and the items (code → detail) such as FileAttachmentSize.
import { z } from 'zod';

export const FILE_ATTACHMENT_SIZE = 'FileAttachmentSize';
export const DEFAULT_FILE_ATTACHMENT_SIZE_MB = 10;
/** Upload quota (docs/product/tickets.md#files-pdf-and-qr): MB one user may upload in 24 hours, attachments and images. */
export const UPLOAD_MB_PER_USER_DAY = 'UploadMbPerUserDay';
export const DEFAULT_UPLOAD_MB_PER_USER_DAY = 200;
/** Upload rate: files one user may upload in a minute. */
export const UPLOADS_PER_USER_MINUTE = 'UploadsPerUserMinute';
export const DEFAULT_UPLOADS_PER_USER_MINUTE = 20;
/** The settings whose detail is a whole number above zero, with their Spanish labels. */
export const numericSettingLabels: Readonly<Record<string, string>> = {
  [FILE_ATTACHMENT_SIZE]: 'Tamaño máximo por archivo adjunto (MB)',
  [UPLOAD_MB_PER_USER_DAY]: 'MB por usuario al día',
  [UPLOADS_PER_USER_MINUTE]: 'Archivos por usuario por minuto',
};

export const settingItem = z.object({ id: z.number(), code: z.string(), detail: z.string() });
export const companySettings = z
  .object({ companyId: z.number(), name: z.string(), logo: z.string().nullable(), items: z.array(settingItem) })
  .meta({ id: 'CompanySettings' });
export type CompanySettings = z.infer<typeof companySettings>;
