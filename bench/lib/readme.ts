import fs from 'node:fs';
import path from 'node:path';

export const README = path.resolve(import.meta.dirname, '..', 'README.md');

/**
 * Replaces the section that starts with `## <title>` (up to the next `## `) in bench/README.md,
 * or appends it; other sections are kept as they are.
 */
export function writeSection(title: string, body: string, file = README) {
  const heading = `## ${title}`;
  const section = `${heading}\n\n${body.trim()}\n`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const lines = current.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  let updated: string;
  if (start === -1) {
    updated = `${current.trimEnd()}\n\n${section}`;
  } else {
    let end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
    if (end === -1) end = lines.length;
    updated = [...lines.slice(0, start), section, ...lines.slice(end)].join('\n');
  }
  fs.writeFileSync(file, `${updated.replace(/\n{3,}/g, '\n\n').trimEnd()}\n`);
}

/** A markdown table. */
export function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
