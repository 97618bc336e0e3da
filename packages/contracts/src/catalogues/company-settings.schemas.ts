// Company settings: the logo and the items (code → detail) such as FileAttachmentSize.
import { z } from 'zod';

export const FILE_ATTACHMENT_SIZE = 'FileAttachmentSize';
export const DEFAULT_FILE_ATTACHMENT_SIZE_MB = 10;

export const settingItem = z.object({ id: z.number(), code: z.string(), detail: z.string() });
export const companySettings = z
  .object({ companyId: z.number(), name: z.string(), logo: z.string().nullable(), items: z.array(settingItem) })
  .meta({ id: 'CompanySettings' });
export type CompanySettings = z.infer<typeof companySettings>;
