// A mail rendered once and filled in per recipient (lib/mail/mail-template.ts) must be exactly the mail a direct
// render of the same values gives: the HTML escaped as React escapes it, the text twin as html-to-text prints it.
// The values are hostile on purpose: markup, quotes, ampersands in names and URLs, runs of whitespace, a value that
// looks like a placeholder, and non-Latin text.
import { describe, expect, it } from 'vitest';
import {
  type AlertRole,
  instantAlertTemplate,
  savedSearchMail,
} from '@server/features/notifications/saved-search-mail';

const full: AlertRole = {
  locked: false,
  title: 'Board Chair',
  companyName: 'Quill & Co <Holdings>',
  facts: 'London, United Kingdom · Remote · Part-time · Equity · 0.5% equity',
  url: 'https://boardly.example/job/board-chair?ref=alert&x="1"',
};
const locked: AlertRole = { locked: true, facts: 'Technology · Part-time · Equity · North America' };

const names = [
  'Chairs',
  `<script>alert("x")</script> & 'friends'`,
  'Fintech   chairs\tin  London',
  'QQmailslot001QQ',
  'Présidence — 取締役会 🚀',
];

function recipient(sectionNames: string[], n: number) {
  const list = sectionNames.map((name) => `“${name}”`).join(', ');
  return {
    to: `advisor-${n}@example.com`,
    subject: `New role for your saved search ${list}`,
    intro: `A role was just posted that matches your saved searches ${list}.`,
    unsubscribeAllUrl: `https://boardly.example/api/saved-searches/unsubscribe?kind=instant&token=a${n}b&c=<d>`,
    sections: sectionNames.map((name, index) => ({
      name,
      searchUrl: `https://boardly.example/advisor-matchmaking?mode=manual&title=${encodeURIComponent(name)}&n=${index}`,
      unsubscribeUrl: `https://boardly.example/api/saved-searches/unsubscribe?token=s${n}-${index}&y='z'`,
    })),
  };
}

describe('a mail template filled in per recipient', () => {
  it.each([
    ['one section in full', [full]],
    ['one locked section', [locked]],
    ['a section in full and a locked one', [full, locked]],
  ])('equals the direct render: %s', async (_, roles) => {
    const shape = {
      siteName: 'Boardly',
      preview: 'Board Chair at Quill & Co <Holdings>',
      pricingUrl: roles.some((role) => role.locked) ? 'https://boardly.example/pricing' : null,
      settingsUrl: 'https://boardly.example/settings',
    };
    const fill = await instantAlertTemplate({ ...shape, roles });
    for (let n = 0; n + roles.length <= names.length; n++) {
      const values = recipient(names.slice(n, n + roles.length), n);
      const direct = await savedSearchMail({
        ...shape,
        ...values,
        sections: values.sections.map((section, index) => ({ ...section, roles: [roles[index]!], more: 0 })),
      });
      expect(fill(values)).toEqual(direct);
    }
  });

  it('refuses a recipient whose searches do not fit the rendered shape', async () => {
    const fill = await instantAlertTemplate({
      siteName: 'Boardly',
      preview: 'x',
      pricingUrl: null,
      settingsUrl: 'https://boardly.example/settings',
      roles: [full],
    });
    expect(() => fill(recipient(['a', 'b'], 0))).toThrow(/sections differ/);
  });
});
