// POST /api/uploads/images: an image in an article's body; answers the address to put in <img src>.
import { apiUpload } from '@/lib/api/api-client';

export const uploadArticleImage = async (file: File) => (await apiUpload<{ url: string }>('/uploads/images', file)).url;
