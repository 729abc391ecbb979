import iconv from 'iconv-lite';

/**
 * The ways spreadsheets save a sheet as text, written byte for byte as they write them, so upload
 * tests send what an administrator's tool really produces rather than tidied text.
 */
export type SpreadsheetSave =
  /** Excel "CSV UTF-8 (Comma delimited)": a byte-order mark, CRLF. */
  | 'excel-csv-utf8'
  /** Excel "CSV (Comma delimited)" on Windows: the ANSI code page Windows-1252, CRLF. */
  | 'excel-csv-windows-1252'
  /** Excel "CSV" in a German or French locale: semicolons, decimal commas, Windows-1252. */
  | 'excel-csv-european'
  /** Excel "Unicode Text": UTF-16LE with a byte-order mark, tabs, CRLF. */
  | 'excel-unicode-text'
  /** Excel "Text (Tab delimited)": Windows-1252, tabs, CRLF. */
  | 'excel-text-tab'
  /** Numbers on a Mac: UTF-8 without a mark, commas, LF. */
  | 'numbers-csv'
  /** LibreOffice Calc in a European locale: UTF-8, semicolons, decimal commas, every text cell quoted, LF. */
  | 'libreoffice-european';

type Shape = {
  /** The encoding an upload names for a file with letters beyond ASCII. */
  encoding: string;
  separator: string;
  newline: string;
  decimalComma: boolean;
  quoteText: boolean;
  encode: (text: string) => Buffer;
};

const windows1252 = (text: string) => iconv.encode(text, 'windows-1252');
const utf8 = (text: string) => Buffer.from(text, 'utf8');

const SHAPES: Record<SpreadsheetSave, Shape> = {
  'excel-csv-utf8': {
    encoding: 'utf-8',
    separator: ',',
    newline: '\r\n',
    decimalComma: false,
    quoteText: false,
    encode: (text) => utf8(`\uFEFF${text}`),
  },
  'excel-csv-windows-1252': {
    encoding: 'windows-1252',
    separator: ',',
    newline: '\r\n',
    decimalComma: false,
    quoteText: false,
    encode: windows1252,
  },
  'excel-csv-european': {
    encoding: 'windows-1252',
    separator: ';',
    newline: '\r\n',
    decimalComma: true,
    quoteText: false,
    encode: windows1252,
  },
  'excel-unicode-text': {
    encoding: 'utf-16le',
    separator: '\t',
    newline: '\r\n',
    decimalComma: false,
    quoteText: false,
    encode: (text) => iconv.encode(text, 'utf-16le', { addBOM: true }),
  },
  'excel-text-tab': {
    encoding: 'windows-1252',
    separator: '\t',
    newline: '\r\n',
    decimalComma: false,
    quoteText: false,
    encode: windows1252,
  },
  'numbers-csv': {
    encoding: 'utf-8',
    separator: ',',
    newline: '\n',
    decimalComma: false,
    quoteText: false,
    encode: utf8,
  },
  'libreoffice-european': {
    encoding: 'utf-8',
    separator: ';',
    newline: '\n',
    decimalComma: true,
    quoteText: true,
    encode: utf8,
  },
};

export const SPREADSHEET_SAVES = Object.keys(SHAPES) as SpreadsheetSave[];

/** The encoding an upload of a sheet saved as `save` names, once it holds an accented letter. */
export const encodingOf = (save: SpreadsheetSave) => SHAPES[save].encoding;

const NUMBER = /^-?\d+\.\d+$/;

/**
 * A sheet saved as `save` writes it: numbers with a decimal comma where the locale has one, a
 * cell quoted when it holds the separator, a quote or a line break (inside a cell a line break is
 * LF, as Alt+Enter makes it), and text cells quoted when the tool quotes them all.
 */
export function saveSheet(save: SpreadsheetSave, rows: ReadonlyArray<ReadonlyArray<string>>) {
  const shape = SHAPES[save];
  const cell = (value: string) => {
    const number = NUMBER.test(value);
    const written = number && shape.decimalComma ? value.replace('.', ',') : value;
    const mustQuote =
      written.includes(shape.separator) ||
      /["\r\n]/.test(written) ||
      (shape.quoteText && !number && !/^-?\d*$/.test(written));
    return mustQuote ? `"${written.replace(/"/g, '""')}"` : written;
  };
  const text = rows.map((row) => row.map(cell).join(shape.separator)).join(shape.newline);
  return shape.encode(`${text}${shape.newline}`);
}
