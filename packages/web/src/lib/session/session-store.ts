// The signed-in user's record (spec 3 "Session"), kept in localStorage so a reload or a new tab stays signed in.
// A missing or unreadable record means "no session". Other tabs follow through the storage event.
import { session as sessionSchema, type Session } from '@tms/contracts';

const STORAGE_KEY = 'tms.session';

type Listener = () => void;

function readStored(): Session | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch (error) {
    console.warn('La sesión guardada no se pudo leer; se descarta.', error);
  }
  localStorage.removeItem(STORAGE_KEY);
  return null;
}

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
