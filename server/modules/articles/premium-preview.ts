import { PREMIUM_PREVIEW_LINES, PREMIUM_TEASER_LINES } from '../../../contract/articles';

/** Index just past the `count`-th non-blank line of `lines`, starting at `from`. */
function endOfNonBlankLines(lines: string[], from: number, count: number): number {
  let seen = 0;
  let index = from;
  while (index < lines.length && seen < count) {
    if ((lines[index] ?? '').trim() !== '') seen += 1;
    index += 1;
  }
  return index;
}

/**
 * Cuts a premium article for a reader without premium: `content` keeps the Markdown source up
 * to its 3rd non-blank line, `teaser` the following source up to the 6th. Nothing else is kept.
 */
export function cutPremiumContent(content: string): { content: string; teaser: string | null } {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const previewEnd = endOfNonBlankLines(lines, 0, PREMIUM_PREVIEW_LINES);
  const teaserEnd = endOfNonBlankLines(lines, previewEnd, PREMIUM_TEASER_LINES);
  const teaser = lines.slice(previewEnd, teaserEnd).join('\n').trim();
  return {
    content: lines.slice(0, previewEnd).join('\n').trim(),
    teaser: teaser === '' ? null : teaser,
  };
}
