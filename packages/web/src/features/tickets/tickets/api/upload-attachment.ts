// POST /api/uploads: one file into the temporary area; answers a temporary attachment (isTemp) to save with the
// ticket. Reports upload progress.
import type { Attachment } from '@tms/contracts';
import { apiUpload } from '@/lib/api/api-client';

export const uploadAttachment = (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  apiUpload<Attachment>('/uploads', file, { onProgress, signal });
