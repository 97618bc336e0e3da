// Installs from before files lived in the database kept them under DATA_DIR/files. At start-up, whatever that folder
// still holds is copied into the storage under the same keys (`C1/<uuid>.pdf`, `C1/images/<id>.png`), and once every
// file is in, the folder is renamed to `files-imported` so the next start skips it and the operator may delete it
// after checking a backup (docs/decisions/0011-files-in-database.md).
import fs from 'node:fs';
import path from 'node:path';
import { isSafeKey, type FileStorage } from './storage';

export interface DiskImport {
  /** Files copied into the storage by this run. */
  imported: number;
  /** Files left on disk: a key the storage refuses, or one that could not be copied this time (retried next start). */
  left: string[];
  /** Where the folder went once everything was in; null when it stays (nothing to import, or files left). */
  renamedTo: string | null;
}

const keyOf = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

export async function importDiskFiles(storage: FileStorage, root: string): Promise<DiskImport> {
  const outcome: DiskImport = { imported: 0, left: [], renamedTo: null };
  if (!fs.existsSync(root)) return outcome;
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    const key = keyOf(root, path.join(entry.parentPath, entry.name));
    if (!isSafeKey(key)) {
      outcome.left.push(key);
      continue;
    }
    const existing = await storage.open(key);
    if (existing) {
      // Copied by an earlier start that stopped before renaming the folder (or by another process).
      existing.destroy();
      continue;
    }
    try {
      // An incomplete copy an interrupted start left behind is replaced.
      await storage.remove(key);
      await storage.save(key, fs.createReadStream(path.join(root, key)));
      outcome.imported += 1;
    } catch (error) {
      // Another process copying the same file at the same moment; the next start finds it complete.
      process.emitWarning(`importing stored file ${key} failed: ${(error as Error).message}`);
      outcome.left.push(key);
    }
  }
  if (outcome.left.length === 0) {
    const target = freeName(`${root}-imported`);
    try {
      await fs.promises.rename(root, target);
      outcome.renamedTo = target;
    } catch (error) {
      // Another process on the same DATA_DIR renamed it first.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return outcome;
}

/** `base`, or `base-2`, `base-3`, … when an earlier import already used it. */
function freeName(base: string): string {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!fs.existsSync(candidate)) return candidate;
  }
}
