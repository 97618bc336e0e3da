import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime } from './data-dir-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tms-lock-'));
  dirs.push(dir);
  return dir;
};
const sleeper = () => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  children.push(child);
  return child;
};

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder while the first process lives, and frees the directory on release', async () => {
    const dir = tempDir();
    const other = sleeper();
    fs.writeFileSync(path.join(dir, 'server.lock'), `${other.pid}:${processStartTime(other.pid!) ?? ''}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
    // The holder is gone: its lock is stale and is taken over.
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}:`));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a stale lock whose pid now belongs to an unrelated live process', () => {
    const dir = tempDir();
    const unrelated = sleeper();
    // Same pid, but a start time that is not the live process's: the pid was reused after the holder died.
    fs.writeFileSync(path.join(dir, 'server.lock'), `${unrelated.pid}:1`);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}:`));
    release();
  });
});
