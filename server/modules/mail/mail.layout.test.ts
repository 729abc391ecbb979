import { describe, expect, it } from 'vitest';
import { htmlParagraphs, renderMail } from './mail.layout';

describe('htmlParagraphs', () => {
  it('keeps one line as one paragraph', () => {
    expect(htmlParagraphs('Fixed in the latest release.')).toEqual([
      'Fixed in the latest release.',
    ]);
  });

  it('turns blank lines into paragraphs and single line breaks into <br>', () => {
    expect(htmlParagraphs('Hello,\n\nFirst line\nsecond line\n\n\nBye')).toEqual([
      'Hello,',
      'First line<br>second line',
      'Bye',
    ]);
  });

  it('reads Windows and old Mac line ends, and blank lines holding spaces', () => {
    expect(htmlParagraphs('a\r\nb\r\n  \r\nc\rd')).toEqual(['a<br>b', 'c<br>d']);
  });

  it('escapes every line and drops empty text', () => {
    expect(htmlParagraphs('<b>1 & 2</b>\n"quoted" \'x\'')).toEqual([
      '&lt;b&gt;1 &amp; 2&lt;/b&gt;<br>&quot;quoted&quot; &#39;x&#39;',
    ]);
    expect(htmlParagraphs('\n\n  \n')).toEqual([]);
  });
});

describe('renderMail', () => {
  it('keeps line breaks in the text part and renders them as paragraphs in the HTML part', () => {
    const mail = renderMail({ greeting: 'Hello Ann,', paragraphs: ['One\ntwo\n\nThree'] });
    expect(mail.text).toContain('One\ntwo\n\nThree');
    expect(mail.html).toContain(
      '<p style="margin:0 0 16px;line-height:1.5">One<br>two</p><p style="margin:0 0 16px;line-height:1.5">Three</p>',
    );
  });
});
