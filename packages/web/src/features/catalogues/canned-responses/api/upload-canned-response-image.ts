// POST /api/uploads/images: an image in a response's text; answers the address to put in <img src>.
import { apiUpload } from '@/lib/api/api-client';

export const uploadCannedResponseImage = async (file: File) => (await apiUpload<{ url: string }>('/uploads/images', file)).url;
