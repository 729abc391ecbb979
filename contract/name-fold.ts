const FOLDED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/** Lower case without accents: "Svennerstål" → "svennerstal", "Søren" → "soren", "Ånne" → "anne". */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßđðþłı]/g, (c) => FOLDED[c] ?? c);
}
