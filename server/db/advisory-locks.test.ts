import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCK_CLASSES, ADVISORY_LOCKS } from './advisory-locks';

const serverDir = path.resolve(import.meta.dirname, '..');

/** The server's own source files (tests aside), relative to server/. */
function sourceFiles(dir = serverDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return item.name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(item.name) && !/\.test\.ts$/.test(item.name) ? [full] : [];
  });
}

describe('advisory lock keys', () => {
  it('are distinct, so no two kinds of work wait on each other', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
    const classes = Object.values(ADVISORY_LOCK_CLASSES);
    expect(new Set(classes).size).toBe(classes.length);
  });

  it('fit the types PostgreSQL takes them as (bigint; int4 for a two-key class)', () => {
    for (const key of Object.values(ADVISORY_LOCKS)) expect(Number.isSafeInteger(key)).toBe(true);
    for (const key of Object.values(ADVISORY_LOCK_CLASSES)) {
      expect(Number.isInteger(key) && key >= -(2 ** 31) && key < 2 ** 31).toBe(true);
    }
  });

  it('are named only in server/db/advisory-locks.ts: no file takes a lock by a number of its own', () => {
    const registry = path.join(serverDir, 'db', 'advisory-locks.ts');
    const strays = sourceFiles().flatMap((file) => {
      if (file === registry) return [];
      const text = fs.readFileSync(file, 'utf8');
      const literal = /advisory_\w*lock\w*\((?:\$\{)?\s*\d/.test(text);
      const ownKey = /\bconst \w*LOCK\w* = \d/.test(text);
      return literal || ownKey ? [path.relative(serverDir, file)] : [];
    });
    expect(strays).toEqual([]);
  });
});
