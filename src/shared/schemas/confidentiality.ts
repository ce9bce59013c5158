// Confidential mode (issue #34, decision 044): the advisor's setting, what companies see instead of them, and the
// normalisation that matches "companies that must never see me" against a company's name and website. The server
// (features/notifications/identity.ts) and the settings form both read this file.
import { z } from 'zod';

export const CONFIDENTIALITY_LIMITS = { headline: 60, hiddenFrom: 20, hiddenEntry: 120 } as const;

export const CONFIDENTIALITY_MESSAGES = {
  headlineNamesYou: 'Your headline must not name you or a company you hide: companies would recognise you.',
  hiddenEntryEmpty: 'Enter a company name or website.',
  saved: 'Confidential mode saved.',
} as const;

/** Legal-form words that do not tell two companies apart ("Acme Ltd" is "Acme"). */
const LEGAL_FORMS =
  /\b(ltd|limited|inc|incorporated|llc|llp|gmbh|plc|corp|corporation|co|company|ag|sa|sas|srl|bv|nv|ab|oy|group|holdings?)\b\.?/g;

/** A company name reduced to its letters and digits without its legal form: 'Acme Ltd.' → 'acme'. */
export function normaliseCompanyName(name: string): string {
  return name
    .toLowerCase()
    .replace(LEGAL_FORMS, ' ')
    .replace(/[^a-z0-9]+/g, '');
}

/** A website reduced to its host without 'www.': 'https://www.Acme.com/about' → 'acme.com'; null if none. */
export function normaliseWebsite(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (!text || /\s/.test(text) || !text.includes('.')) return null;
  const host = text
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#]/)[0]!
    .split(':')[0]!
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : null;
}

/**
 * What one entry of "companies that must never see me" matches: a website matches the company's website (and its
 * first label the company's name: 'acme.com' hides 'Acme'), a name matches the company's or its roles' names.
 */
export function companyMatchKeys(entry: string): string[] {
  const keys = new Set<string>();
  const host = normaliseWebsite(entry);
  if (host) {
    keys.add(`d:${host}`);
    const label = normaliseCompanyName(host.split('.')[0]!);
    if (label) keys.add(`n:${label}`);
  } else {
    const name = normaliseCompanyName(entry);
    if (name) keys.add(`n:${name}`);
  }
  return [...keys];
}

const headlineText = z
  .string()
  .trim()
  .max(CONFIDENTIALITY_LIMITS.headline, `Keep the headline to ${CONFIDENTIALITY_LIMITS.headline} characters`)
  .regex(/^[^<>]*$/, 'The headline cannot contain < or >')
  .nullish()
  .transform((value) => value || null);

export const ConfidentialityInputSchema = z.object({
  enabled: z.boolean({ error: 'Choose whether confidential mode is on' }),
  /** What companies see instead of your name, e.g. "Fintech CFO"; empty = built from your first industry. */
  headline: headlineText,
  hiddenFrom: z
    .array(
      z
        .string({ error: CONFIDENTIALITY_MESSAGES.hiddenEntryEmpty })
        .trim()
        .max(
          CONFIDENTIALITY_LIMITS.hiddenEntry,
          'Each company name or website must be at most 120 characters',
        ),
    )
    .max(CONFIDENTIALITY_LIMITS.hiddenFrom, `At most ${CONFIDENTIALITY_LIMITS.hiddenFrom} companies`)
    .transform((items) => [...new Set(items.filter((item) => item.length > 0))])
    .default([]),
});
export type ConfidentialityInput = z.input<typeof ConfidentialityInputSchema>;

export const ConfidentialitySchema = z.object({
  enabled: z.boolean(),
  headline: z.string().nullable(),
  hiddenFrom: z.array(z.string()),
  /** The anonymised card companies see while confidential mode is on, as one line. */
  preview: z.string(),
  /** What the card shows besides the title (from the profile), so the form can preview a headline being typed. */
  card: z.object({
    city: z.string().nullable(),
    country: z.string().nullable(),
    yearsExperience: z.number().nullable(),
    industries: z.array(z.string()),
  }),
});
export type Confidentiality = z.infer<typeof ConfidentialitySchema>;

/** The title companies see instead of the name: the advisor's headline, else "<first industry> advisor". */
export function anonymousTitle(headline: string | null | undefined, industries: readonly string[]): string {
  return headline?.trim() || (industries[0] ? `${industries[0]} advisor` : 'Confidential advisor');
}

/** "Fintech CFO · London · 22 years · Finance, Fundraising": the anonymised card as one line. */
export function anonymousCardLine(parts: {
  title: string;
  city: string | null;
  country: string | null;
  yearsExperience: number | null;
  industries: readonly string[];
}): string {
  return [
    parts.title,
    parts.city || parts.country,
    parts.yearsExperience ? `${parts.yearsExperience} years` : null,
    parts.industries.slice(0, 3).join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}
