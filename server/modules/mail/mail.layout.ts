const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * A block of text as HTML paragraphs, escaped: a blank line starts a new paragraph and a single
 * line break becomes `<br>`, so an administrator's typed reply keeps its shape in the email.
 */
export function htmlParagraphs(value: string): string[] {
  return value
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map((block) => block.split('\n').map(escapeHtml).join('<br>'));
}

export type MailContent = {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
};

/** One message in plain text and in simple, inline-styled HTML. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  if (content.footer) textParts.push(content.footer);
  textParts.push('Eventing Manager 2.0');
  const text = `${textParts.join('\n\n')}\n`;

  const paragraph = (value: string) =>
    htmlParagraphs(value)
      .map((lines) => `<p style="margin:0 0 16px;line-height:1.5">${lines}</p>`)
      .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#14532d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, open this address: ${escapeHtml(content.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">',
    '<h1 style="font-size:20px;margin:0 0 24px">Eventing Manager 2.0</h1>',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    button,
    content.footer ? paragraph(content.footer) : '',
    '</body></html>',
  ].join('');
  return { text, html };
}
