// Writes the access matrix (server/test/security/access-matrix.ts) into docs/security.md between its
// markers; a test fails when the page and the table differ.
import fs from 'node:fs';
import {
  MATRIX_END,
  MATRIX_START,
  renderAccessMatrix,
} from '../server/test/security/render-matrix';

const file = 'docs/security.md';
const page = fs.readFileSync(file, 'utf8');
const start = page.indexOf(MATRIX_START);
const end = page.indexOf(MATRIX_END);
if (start < 0 || end < 0) throw new Error(`${file} has no access-matrix markers`);
fs.writeFileSync(
  file,
  page.slice(0, start) + renderAccessMatrix() + page.slice(end + MATRIX_END.length),
);
console.info(`${file}: access matrix written`);
