// Head tags and schema.org ProfilePage of a public advisor page: declared by its route module (decision 025) and
// written by the server into the document, so link previews and crawlers read them; computed from the same answer
// the page shows (the public profile, which carries no private field).
import { LIMITS } from '@shared/constants';
import type { DocumentHead } from '@shared/document-head';
import type { PublicAdvisorProfile } from '@shared/schemas/advisor-profile';
import { previewText } from '@client/lib/job-text';

/** `/advisor/{slugOrId}`; `profile` undefined: no such public profile: not indexed. */
export function advisorHead(
  profile: PublicAdvisorProfile | undefined,
  site: { name: string; origin: string },
): DocumentHead {
  if (!profile) return { title: `Profile Not Found | ${site.name}`, noindex: true };
  const place = [profile.city, profile.country].filter(Boolean).join(', ');
  const canonicalUrl = `${site.origin}/advisor/${encodeURIComponent(profile.publicProfileSlug ?? profile.id)}`;
  const summary =
    profile.biography ??
    `${profile.name} is available for board and advisory roles${place ? ` (${place})` : ''} on ${site.name}.`;
  return {
    title: `${profile.name} — Board Advisor | ${site.name}`,
    description: previewText(summary, LIMITS.shareDescriptionChars),
    canonicalUrl,
    imageUrl: `${site.origin}${profile.badgeUrl ?? '/favicon.svg'}`,
    type: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: canonicalUrl,
      mainEntity: {
        '@type': 'Person',
        name: profile.name,
        jobTitle: 'Board Advisor',
        ...(place
          ? {
              address: {
                '@type': 'PostalAddress',
                addressLocality: profile.city,
                addressCountry: profile.country,
              },
            }
          : {}),
        ...(profile.photoUrl ? { image: `${site.origin}${profile.photoUrl}` } : {}),
        ...(profile.linkedinUrl ? { sameAs: [profile.linkedinUrl] } : {}),
        knowsAbout: [...profile.industries, ...profile.skills],
      },
    },
  };
}
