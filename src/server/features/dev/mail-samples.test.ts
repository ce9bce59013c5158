// Every template renders through React Email to HTML and a plain-text twin that carry the same links, with the
// call to action as "Label: url" in the text, and user-supplied text escaped in the HTML.
import { describe, expect, it } from 'vitest';
import { emailChangeNoticeMail, verificationMail } from '../../lib/mail-templates';
import { MAIL_SAMPLES } from './mail-samples';

const linksIn = (text: string) => text.match(/https?:\/\/[^\s"<]+/g) ?? [];

describe('mail templates', () => {
  it.each(Object.keys(MAIL_SAMPLES))('%s renders HTML and a text twin with the same links', async (name) => {
    const mail = await MAIL_SAMPLES[name]!();
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('Boardly');
    expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i);
    for (const link of linksIn(mail.text))
      expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  });

  it('puts the call to action in the text as "Label: url", once, and the same link behind the HTML button', async () => {
    const url = 'https://boardly.example/api/auth/verify-email?token=abc&callbackURL=%2Fauth%2Fcallback';
    const mail = await verificationMail('a@example.com', 'Boardly', url);
    expect(mail.subject).toBe('Confirm your Boardly account');
    expect(mail.text).toContain(`Confirm my account: ${url}`);
    expect(linksIn(mail.text)).toEqual([url]);
    expect(mail.html).toContain('Confirm my account');
    expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    expect(mail.text).toContain('Confirm your e-mail address');
  });

  it('keeps the weekly opt-out as "Unsubscribe: url" in the text', async () => {
    const mail = await MAIL_SAMPLES['weekly-suggestions']!();
    expect(mail.subject).toBe('2 new board roles for you this week');
    expect(/Unsubscribe: (\S+)/.exec(mail.text)?.[1]).toBe(
      'http://localhost:3000/api/billing/weekly-suggestions/unsubscribe?token=sample',
    );
    expect(mail.text).toContain('See all your matches: http://localhost:3000/advisor-matchmaking');
    expect(mail.text).toContain('Audit Committee Chair');
  });

  it('escapes text that came from a user', async () => {
    const mail = await emailChangeNoticeMail(
      'a@example.com',
      'Boardly',
      '<script>alert(1)</script>@x.io',
      's@x.io',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>@x.io');
  });
});
