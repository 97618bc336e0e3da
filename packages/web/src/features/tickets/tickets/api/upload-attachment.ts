// POST /api/uploads: one file into the temporary area; answers a temporary attachment (isTemp) to save with the
// ticket. Reports upload progress.
import type { Attachment } from '@tms/contracts';
import { uploadFile } from './raw-api-request';

export const uploadAttachment = (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  uploadFile<Attachment>('/uploads', file, onProgress, signal);
