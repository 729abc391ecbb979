import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The client's layers (decision 067): a feature imports only the shared places (`api`,
 * `components`, `lib`, the contract) and its own files; the shared places import no feature; the
 * screens (`routes`) and the app shell compose features. The lint rule says so file by file; this
 * checks the whole tree at once, loops included.
 */
const src = import.meta.dirname;
const files = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join(src, file));

/** The client files a file imports (values and types, static and lazy), as absolute paths. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g)].map(
    (match) => match[1] ?? '',
  );
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null;
    if (!base) return [];
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    return found ? [found] : [base];
  });
}

const graph = new Map(files.map((file) => [file, importsOf(file)]));
const place = (file: string) => path.relative(src, file).split(path.sep);
const featureOf = (file: string) => {
  const [top, name] = place(file);
  return top === 'features' ? name : undefined;
};

describe('client architecture', () => {
  it('has no feature-to-feature imports', () => {
    const crossing = [...graph].flatMap(([file, imports]) =>
      imports
        .filter((target) => featureOf(file) && featureOf(target))
        .filter((target) => featureOf(target) !== featureOf(file))
        .map((target) => `${path.relative(src, file)} -> ${path.relative(src, target)}`),
    );
    expect(crossing).toEqual([]);
  });

  it('keeps the shared places free of features, screens and the app shell', () => {
    const shared = new Set(['api', 'components', 'lib', 'test']);
    const upward = new Set(['features', 'routes', 'app']);
    const leaks = [...graph].flatMap(([file, imports]) =>
      shared.has(place(file)[0] ?? '')
        ? imports
            .filter((target) => upward.has(place(target)[0] ?? ''))
            .map((target) => `${path.relative(src, file)} -> ${path.relative(src, target)}`)
        : [],
    );
    expect(leaks).toEqual([]);
  });

  it('imports the contract through its alias only', () => {
    const relative = files.filter((file) =>
      /\bfrom\s+'(\.\.\/)+contract\//.test(fs.readFileSync(file, 'utf8')),
    );
    expect(relative.map((file) => path.relative(src, file))).toEqual([]);
  });

  it('has no import loops', () => {
    // Tarjan's strongly connected components: any component of two or more files is a loop.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const loops: string[][] = [];
    const visit = (file: string) => {
      index.set(file, index.size);
      low.set(file, index.get(file) ?? 0);
      stack.push(file);
      onStack.add(file);
      for (const target of graph.get(file) ?? []) {
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          visit(target);
          low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
        } else if (onStack.has(target)) {
          low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
        }
      }
      if (low.get(file) !== index.get(file)) return;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) {
          onStack.delete(member);
          component.push(path.relative(src, member));
        }
      } while (member && member !== file);
      if (component.length > 1) loops.push(component.sort());
    };
    for (const file of graph.keys()) if (!index.has(file)) visit(file);
    expect(loops).toEqual([]);
  });

  it('draws the Access Denied screen in one place', () => {
    const screens = files.filter(
      (file) =>
        !/\.test\.tsx?$/.test(file) && fs.readFileSync(file, 'utf8').includes('Access Denied'),
    );
    expect(screens.map((file) => path.relative(src, file))).toEqual(['app/require-admin.tsx']);
  });
});
