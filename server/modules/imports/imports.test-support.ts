import fs from 'node:fs';
import path from 'node:path';

const BOUNDARY = '----em-test-boundary-7d9f';

/** A multipart/form-data body with one file, the way a browser sends an upload. */
export function multipartFile(field: string, filename: string, content: string | Buffer) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A fixture file's text with {placeholders} filled in. */
export function fixture(name: string, values: Record<string, string | number> = {}): string {
  const text = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
  return text.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
