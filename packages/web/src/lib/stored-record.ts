// A record kept as JSON in localStorage, read back only while it still has the expected shape: a missing one is
// null, an unreadable or malformed one is dropped (the warning says which) and is null too.
export function readStoredRecord<T>(key: string, isRecord: (value: unknown) => value is T, unreadableWarning: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isRecord(parsed)) return parsed;
  } catch (error) {
    console.warn(unreadableWarning, error);
  }
  localStorage.removeItem(key);
  return null;
}
