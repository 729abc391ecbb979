import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Decision 020: the public pages and the signed-in player's pages load no zod. A screen that
 * imports a value from a schema module (or a fetcher that parses with a schema) brings the
 * validator back into its chunk. This walks what a screen imports at load time, as the bundler
 * sees it: type-only imports and names used only as types are dropped, `import()` is not followed.
 */

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const aliases: [string, string][] = [
  ['@contract/', path.join(repo, 'contract/')],
  ['@/', path.join(repo, 'client/src/')],
];
const sourceExtensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveSource(specifier: string, importer: string): string | null {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias
    ? alias[1] + specifier.slice(alias[0].length)
    : path.resolve(path.dirname(importer), specifier);
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  const found = sourceExtensions.map((ext) => base + ext).find((file) => fs.existsSync(file));
  // Anything else is an asset (a stylesheet, an image) that holds no script.
  return found ?? null;
}

/** The module specifiers a file still imports once TypeScript has erased its types. */
function loadTimeImports(file: string): string[] {
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
    },
  });
  const output = ts.createSourceFile(`${file}.js`, outputText, ts.ScriptTarget.ES2022);
  return output.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

const importsOf = new Map<string, string[]>();

/** Every package a screen loads with it, each with the chain of our files that brings it. */
function packagesLoadedBy(entry: string): Map<string, string[]> {
  const start = path.join(repo, entry);
  const via = new Map<string, string | null>([[start, null]]);
  const packages = new Map<string, string[]>();
  const chainTo = (file: string) => {
    const chain: string[] = [];
    for (let at: string | null | undefined = file; at; at = via.get(at)) {
      chain.unshift(path.relative(repo, at));
    }
    return chain;
  };
  const queue = [start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const imports = importsOf.get(file) ?? loadTimeImports(file);
    importsOf.set(file, imports);
    for (const specifier of imports) {
      const isOurs =
        specifier.startsWith('.') || aliases.some(([prefix]) => specifier.startsWith(prefix));
      if (!isOurs) {
        if (!packages.has(specifier)) packages.set(specifier, chainTo(file));
        continue;
      }
      const target = resolveSource(specifier, file);
      if (target && !via.has(target)) {
        via.set(target, file);
        queue.push(target);
      }
    }
  }
  return packages;
}

const isValidator = (specifier: string) =>
  specifier === 'zod' ||
  specifier.startsWith('zod/') ||
  specifier.startsWith('@hookform/resolvers');

const screens = {
  '/': 'client/src/routes/home.tsx',
  '/news': 'client/src/routes/news.tsx',
  '/calendar': 'client/src/routes/calendar.tsx',
  '/ratings': 'client/src/routes/ratings.tsx',
  '/results/{id}': 'client/src/routes/results.tsx',
  '/play': 'client/src/routes/play.tsx',
  '/team-selection/{id}': 'client/src/routes/team-selection.tsx',
  'the app shell': 'client/src/main.tsx',
};

describe('screens that load no validator (decision 020)', () => {
  it.each(Object.entries(screens))('%s', (_screen, entry) => {
    const validators = [...packagesLoadedBy(entry)].filter(([specifier]) => isValidator(specifier));
    expect(validators.map(([specifier, chain]) => `${specifier} via ${chain.join(' > ')}`)).toEqual(
      [],
    );
  });

  it('sees a validator that a screen imports through a schema module', () => {
    const packages = packagesLoadedBy('client/src/routes/auth.tsx');
    expect([...packages.keys()].some(isValidator)).toBe(true);
  });
});
