import fs from 'node:fs';
import path from 'node:path';
import { clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** Every class-like word in the string literals of client/src (but cn's own group names) that tailwind-merge knows. */
function classesInSource(): string[] {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/^cn\.|\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
          const text = match[1] ?? match[2] ?? match[3] ?? '';
          for (const word of text.split(/\s+/)) if (word && !word.includes('${')) words.add(word);
        }
      }
    }
  };
  visit(path.resolve(import.meta.dirname, '..'));
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word).sort();
}

describe('cn', () => {
  it('joins conditional classes and lets a later utility of the same group win', () => {
    expect(cn('px-4 h-11', false, undefined, { 'font-bold': true }, 'px-2')).toBe(
      'h-11 font-bold px-2',
    );
    expect(cn('text-sm text-muted-foreground', 'text-lg text-primary')).toBe(
      'text-lg text-primary',
    );
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('hover:bg-muted bg-surface', 'hover:bg-primary')).toBe('bg-surface hover:bg-primary');
    expect(cn('custom-class', 'custom-class h-4')).toBe('custom-class custom-class h-4');
  });

  it('merges every pair of classes written in client/src as tailwind-merge does', () => {
    const classes = classesInSource();
    expect(classes.length).toBeGreaterThan(500);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const expected = twMerge(clsx(first, second));
        const actual = cn(first, second);
        if (actual !== expected) differences.push(`${first} ${second}: ${actual} ≠ ${expected}`);
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
    // About half a million merges by each: seconds on a quiet machine, a minute at load 30.
  }, 180_000);
});
