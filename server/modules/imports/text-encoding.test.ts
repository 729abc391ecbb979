import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText, detectEncoding } from './text-encoding';

const text =
  'rider,horse\nAnna Theresa BÖRKE,ZACKY ZACK\nJérôme ROBINÉ,DUKE OF JOKES\nKaren O’NEAL,CLOONEY 14\n';

describe('text as spreadsheets save it', () => {
  it.each([
    ['utf-8', Buffer.from(text, 'utf8')],
    ['utf-8', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])],
    ['utf-16le', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')])],
    ['utf-16be', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf-16be')])],
    ['utf-16le', iconv.encode(text, 'utf-16le')],
    ['windows-1252', iconv.encode(text, 'windows-1252')],
  ])('reads %s', (encoding, bytes) => {
    expect(detectEncoding(bytes)).toBe(encoding);
    expect(decodeText(bytes)).toEqual({ text, encoding });
  });

  it.each(['utf-16le', 'utf-16be'])(
    'reads %s without a mark when every letter is ASCII',
    (encoding) => {
      const ascii = 'rider,horse\nMichael JUNG,CHIPMUNK FRH\n';
      expect(decodeText(iconv.encode(ascii, encoding))).toEqual({ text: ascii, encoding });
    },
  );

  it.each([
    'rider,horse\nPetr Ťoupal,Ťapka\n',
    'name\nŤ\n',
    'athlete,horse,nationality\nKateřina Ťuková,Šťastný Den,CZE\nPavel Novák,Bořek,CZE\n',
  ])('reads a short Windows-1250 file that chardet takes for another code page: %j', (czech) => {
    expect(decodeText(iconv.encode(czech, 'windows-1250'))).toEqual({
      text: czech,
      encoding: 'windows-1250',
    });
  });

  it.each([
    'name,birth_date,nationality\r\nHans Müller,03/05/1990,GER\r\nJörg Kühn,12/11/1988,GER\r\n',
    'name\tbirth_date\tnationality\r\nHans Müller\t03/05/1990\tGER\r\nSandra Auffarth\t12/11/1988\tGER\r\n',
  ])(
    'names Windows-1252 for a western file that chardet takes for Turkish but reads the same: %j',
    (german) => {
      expect(decodeText(iconv.encode(german, 'windows-1252'))).toEqual({
        text: german,
        encoding: 'windows-1252',
      });
    },
  );

  it('refuses bytes that are no text in any encoding', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49]);
    expect(decodeText(png)).toBeNull();
    expect(decodeText(Buffer.from('name\u0000,x\n', 'utf8'))).toBeNull();
    const zip = Buffer.from([
      0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00,
    ]);
    expect(decodeText(zip)).toBeNull();
  });
});
