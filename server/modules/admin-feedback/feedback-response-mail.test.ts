import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminApp, type TestApp } from '../../test/app';
import type { MailMessage, Mailer } from '../mail/mail.service';

/** Records what would leave for the SMTP server, the one outside service here. */
function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    mode: 'outbox',
    sent,
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

describe('the emailed answer to feedback', () => {
  let t: TestApp;
  let admin: string;
  const mailer = recordingMailer();

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp({}, undefined, { mailer }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the reply’s paragraphs and line breaks in the HTML, escaped', async () => {
    const submitted = await t.request({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        name: 'Ann Visitor',
        email: 'ann@example.test',
        subject: 'Scores',
        message: 'Line one\nLine two',
      },
    });
    const { id } = submitted.json<{ id: number }>();
    const reply = 'Thanks Ann,\r\n\r\nStep 1: sign in\nStep 2: open <Play> & pick\n\nThe team';
    const answered = await t.request({
      method: 'POST',
      url: `/api/admin/feedback/${id}/respond`,
      payload: { response: reply },
      cookie: admin,
    });
    expect(answered.statusCode).toBe(200);

    const mail = mailer.sent.find((m) => m.subject === 'Re: Scores');
    if (!mail) throw new Error('no answer was mailed');
    const p = '<p style="margin:0 0 16px;line-height:1.5">';
    expect(mail.html).toContain(
      `${p}Thanks Ann,</p>${p}Step 1: sign in<br>Step 2: open &lt;Play&gt; &amp; pick</p>${p}The team</p>`,
    );
    expect(mail.html).toContain(`${p}Line one<br>Line two</p>`);
    expect(mail.html).not.toContain('<Play>');
    expect(mail.text).toContain('Step 1: sign in\nStep 2: open <Play> & pick');
  });
});
