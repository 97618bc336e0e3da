// A file size as people read it, from Bytes to YB with up to 2 decimals
// (docs/product/conventions.md#limits-and-constants): 1536 → '1.5 KB'.
const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
const STEP = 1024;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), UNITS.length - 1);
  return `${parseFloat((bytes / STEP ** unit).toFixed(2))} ${UNITS[unit]}`;
}
