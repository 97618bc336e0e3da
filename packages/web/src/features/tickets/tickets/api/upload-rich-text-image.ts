// POST /api/uploads/images: an image for rich text; answers the address to put in <img src>.
import { apiUpload } from '@/lib/api/api-client';

export const uploadRichTextImage = async (file: File) => (await apiUpload<{ url: string }>('/uploads/images', file)).url;
