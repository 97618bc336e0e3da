// POST /api/uploads/images: an image for rich text; answers the address to put in <img src>.
import { uploadFile } from './raw-api-request';

export const uploadRichTextImage = async (file: File) => (await uploadFile<{ url: string }>('/uploads/images', file)).url;
