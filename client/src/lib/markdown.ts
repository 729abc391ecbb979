import { Marked, type Tokens } from 'marked';

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const allowedSchemes = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address when it is safe to put in a link or image: http(s), mailto, or a path on this
 * site. Anything else (javascript:, data:, vbscript:, …) gives null.
 */
export function safeUrl(href: string, options: { allowMailto?: boolean } = {}): string | null {
  // Browsers ignore control characters and spaces inside a scheme, so strip them before checking.
  const compact = Array.from(href.trim())
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code > 0x20 && code !== 0x7f;
    })
    .join('');
  if (compact === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme === undefined) return compact.startsWith('//') ? null : href.trim();
  const normalized = `${scheme.toLowerCase()}:`;
  if (!allowedSchemes.has(normalized)) return null;
  if (normalized === 'mailto:' && options.allowMailto === false) return null;
  return href.trim();
}

const markdown = new Marked({
  async: false,
  gfm: true,
  breaks: false,
  renderer: {
    // Raw HTML in the source is shown as text, never interpreted.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      if (url === null) return inner;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(url)}"${titleAttribute} rel="noopener noreferrer nofollow">${inner}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const url = safeUrl(href, { allowMailto: false });
      if (url === null) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy">`;
    },
  },
});

/** Article Markdown as HTML that is safe to insert: no raw HTML, no script links, no handlers. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
