// The signed-in user's record (docs/product/access.md#sessions-and-throttling), kept in localStorage so a reload or
// a new tab stays signed in.
// A missing or unreadable record means "no session". Other tabs follow through the storage event.
import type { Session } from '@tms/contracts';
import { readStoredRecord } from '../stored-record';

const STORAGE_KEY = 'tms.session';

type Listener = () => void;

/** What each field of a stored session must be (every key of Session, so a new field must be added here). */
const sessionFields: Record<keyof Session, (value: unknown) => boolean> = {
  id: Number.isInteger,
  token: (value) => typeof value === 'string',
  userName: (value) => typeof value === 'string',
  email: (value) => typeof value === 'string',
  displayName: (value) => typeof value === 'string',
  needChangePassword: (value) => typeof value === 'boolean',
  needTwoFactorSetup: (value) => typeof value === 'boolean',
  roleId: Number.isInteger,
  entityTypeId: Number.isInteger,
  companyLocationId: (value) => value === null || Number.isInteger(value),
  companyId: Number.isInteger,
};

/**
 * Whether a stored value is a session, checked by hand: the store is part of every screen's first load, which the
 * validation library would double.
 */
function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(sessionFields).every(([key, valid]) => valid(record[key]));
}

const readStored = () => readStoredRecord(STORAGE_KEY, isSession, 'La sesión guardada no se pudo leer; se descarta.');

function createSessionStore() {
  let current = readStored();
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    current = readStored();
    emit();
  });

  return {
    get: (): Session | null => current,
    save(next: Session) {
      current = next;
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      emit();
    },
    update(changes: Partial<Omit<Session, 'id' | 'token'>>) {
      if (current) this.save({ ...current, ...changes });
    },
    clear() {
      if (current === null && localStorage.getItem(STORAGE_KEY) === null) return;
      current = null;
      localStorage.removeItem(STORAGE_KEY);
      emit();
    },
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionStore = createSessionStore();

const endingWork = new Set<Promise<unknown>>();

/** Registers work that still needs the ended session's token (forgetting a push subscription), so sign-out ends the
 * session on the server only once that work is done. */
export function whileSessionEnds(work: Promise<unknown>): void {
  endingWork.add(work);
  void work.finally(() => endingWork.delete(work));
}

/** Settles when every piece of work registered with whileSessionEnds has finished, however it ended. */
export const sessionEndWork = () => Promise.allSettled(endingWork);
