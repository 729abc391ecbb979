import { describe, expect, it } from 'vitest';
import { renderMarkdown, safeUrl } from './markdown';

const attack = [
  '# Title',
  '<script>window.hacked = true</script>',
  '<img src="x" onerror="window.hacked = true">',
  'Inline <b onmouseover="alert(1)">bold</b> and <iframe src="https://evil.example"></iframe>',
  '[click](javascript:alert(1)) [upper](JaVaScRiPt:alert(1)) [spaced](java\tscript:alert(1))',
  '[data](data:text/html,<script>alert(1)</script>) [vb](vbscript:msgbox(1))',
  '![pic](javascript:alert(1)) ![ok](https://example.test/a.png)',
  '[safe](https://example.test/page) [local](/news) [mail](mailto:a@b.test)',
  '<a href="javascript:alert(1)">raw link</a>',
].join('\n\n');

describe('renderMarkdown', () => {
  const html = renderMarkdown(attack);

  it('shows raw HTML as text instead of interpreting it', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<b\s/i);
    expect(html).toContain('&lt;script&gt;window.hacked = true&lt;/script&gt;');
  });

  it('leaves no element with an event-handler attribute', () => {
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/<img[^>]*src="x"/i);
  });

  it('neutralises javascript:, data: and vbscript: links and images', () => {
    expect(html).not.toMatch(/href\s*=\s*"\s*(javascript|data|vbscript)/i);
    expect(html).not.toMatch(/src\s*=\s*"\s*javascript/i);
    expect(html).toContain('click');
    expect(html).toContain(
      '<a href="https://example.test/page" rel="noopener noreferrer nofollow">safe</a>',
    );
    expect(html).toContain('<a href="/news" rel="noopener noreferrer nofollow">local</a>');
    expect(html).toContain('<img src="https://example.test/a.png" alt="ok" loading="lazy">');
  });

  it('renders ordinary Markdown', () => {
    expect(renderMarkdown('## Dressage\n\n- **Ros** leads')).toBe(
      '<h2>Dressage</h2>\n<ul>\n<li><strong>Ros</strong> leads</li>\n</ul>\n',
    );
  });
});

describe('safeUrl', () => {
  it('accepts http(s), mailto and site paths only', () => {
    expect(safeUrl('https://a.test')).toBe('https://a.test');
    expect(safeUrl('/articles/x')).toBe('/articles/x');
    expect(safeUrl('#part')).toBe('#part');
    expect(safeUrl(' javascript:alert(1)')).toBeNull();
    expect(safeUrl('\u0001javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.example/x')).toBeNull();
    expect(safeUrl('mailto:a@b.test', { allowMailto: false })).toBeNull();
  });
});
