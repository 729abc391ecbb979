import chardet from 'chardet';
import iconv from 'iconv-lite';

/**
 * How spreadsheets save "CSV" (decision 040): UTF-8 with or without a byte-order mark, Excel's
 * "Unicode text" as UTF-16 with a mark, and, most often, the system's ANSI code page
 * (Windows-1252 in western Europe and the Americas). Detection is chardet's, decoding
 * iconv-lite's; the only rules written here are the byte-order marks and UTF-16's zero bytes.
 */
/** An encoding name as iconv-lite knows it: utf-8, utf-16le, utf-16be, windows-1252… */
export type TextEncoding = string;

const BOMS: ReadonlyArray<[number[], TextEncoding]> = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/** Single-byte code pages a European or American spreadsheet saves in, as chardet names them. */
const SINGLE_BYTE = new Set([
  'windows-1250',
  'windows-1251',
  'windows-1252',
  'windows-1253',
  'windows-1254',
  'windows-1257',
  'ISO-8859-2',
  'ISO-8859-5',
  'ISO-8859-7',
  'ISO-8859-9',
  'ISO-8859-15',
]);

function startsWith(bytes: Buffer, prefix: readonly number[]) {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** UTF-16 without a mark: text whose every other byte is zero, on one side. */
function unmarkedUtf16(bytes: Buffer): TextEncoding | null {
  const pairs = Math.floor(bytes.length / 2);
  if (pairs < 2) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    if (bytes[i] === 0) evenZero += 1;
    if (bytes[i + 1] === 0) oddZero += 1;
  }
  if (oddZero >= pairs * 0.6 && evenZero === 0) return 'utf-16le';
  if (evenZero >= pairs * 0.6 && oddZero === 0) return 'utf-16be';
  return null;
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The encodings the bytes may have been saved in, likeliest first: a byte-order mark decides;
 * then UTF-16 without a mark; then valid UTF-8 is UTF-8; otherwise chardet's single-byte code
 * pages in its order, ISO-8859-1 read as its superset Windows-1252 (as browsers do), then
 * Windows-1252 and Windows-1250 when chardet did not name them.
 */
function candidateEncodings(bytes: Buffer): TextEncoding[] {
  for (const [mark, encoding] of BOMS) if (startsWith(bytes, mark)) return [encoding];
  // Before UTF-8: plain ASCII in UTF-16 is valid UTF-8 too, with a zero byte in every pair.
  const utf16 = unmarkedUtf16(bytes);
  if (utf16) return [utf16];
  if (isUtf8(bytes)) return ['utf-8'];
  if (bytes.includes(0)) return [];
  const named = chardet
    .analyse(bytes)
    .map(({ name }) => (name === 'ISO-8859-1' ? 'windows-1252' : name))
    .filter((name) => SINGLE_BYTE.has(name));
  return [...new Set([...named, 'windows-1252', 'windows-1250'])];
}

/** The likeliest encoding of the bytes ('binary' when they hold a zero byte and are no UTF-16). */
export function detectEncoding(bytes: Buffer): TextEncoding {
  return candidateEncodings(bytes)[0] ?? 'binary';
}

const TEXT_CONTROLS = new Set(['\t', '\n', '\r']);

/** Control characters no text file holds (tab and line ends aside), or undecodable bytes. */
function hasNonText(text: string): boolean {
  for (const char of text.matchAll(/[\p{Cc}\uFFFD]/gu)) {
    if (!TEXT_CONTROLS.has(char[0])) return true;
  }
  return false;
}

/**
 * The file's text in the encoding it was saved in, without a byte-order mark: the likeliest
 * encoding in which the bytes are text (a short Windows-1250 file that chardet takes for 1252
 * has bytes 1252 leaves undefined, such as Ť: it is read as 1250). Null when the bytes are text
 * in none of them (a spreadsheet's own format, an image, a damaged file).
 */
export function decodeText(bytes: Buffer): { text: string; encoding: TextEncoding } | null {
  for (const encoding of candidateEncodings(bytes)) {
    if (!iconv.encodingExists(encoding)) continue;
    const text = iconv.decode(bytes, encoding, { stripBOM: true });
    if (!hasNonText(text)) return { text, encoding: westernWhenSame(bytes, text, encoding) };
  }
  return null;
}

/**
 * Windows-1252 when it reads the bytes as the same text as the code page chosen: chardet often
 * takes a short German file (Müller, Kühn) for Turkish ISO-8859-9, which differs from 1252 only in
 * six letters the file does not hold, and the answer should not call such a file Turkish.
 */
function westernWhenSame(bytes: Buffer, text: string, encoding: TextEncoding): TextEncoding {
  if (encoding === 'windows-1252' || !SINGLE_BYTE.has(encoding)) return encoding;
  return iconv.decode(bytes, 'windows-1252') === text ? 'windows-1252' : encoding;
}
