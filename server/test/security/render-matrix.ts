import { ACCESS_MATRIX, type Cell } from './access-matrix';
import { ROLE_LABELS, ROLES } from './world';

export const MATRIX_START = '<!-- access-matrix:start -->';
export const MATRIX_END = '<!-- access-matrix:end -->';

const show = (cell: Cell) => (cell === 'ok' ? '2xx' : String(cell));

/** The access matrix as a Markdown table, as docs/security.md shows it. */
export function renderAccessMatrix(): string {
  const header = `| endpoint | ${ROLES.map((role) => ROLE_LABELS[role]).join(' | ')} | note |`;
  const rule = `|${' --- |'.repeat(ROLES.length + 2)}`;
  const rows = ACCESS_MATRIX.map(
    (row) =>
      `| \`${row.method} ${row.url}\` | ${ROLES.map((role) => show(row.expect[role])).join(' | ')} | ${row.note ?? ''} |`,
  );
  return [MATRIX_START, header, rule, ...rows, MATRIX_END].join('\n');
}
