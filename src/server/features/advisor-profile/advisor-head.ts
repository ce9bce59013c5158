// Head tags for /advisor/{slugOrId}, rendered by the server so link previews and crawlers see them.
import { LIMITS } from '@shared/constants';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import type { DocumentHead } from '../web/document';
import { getPublicProfile } from './advisor-profile.service';

const truncate = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

export async function advisorHead(deps: AppDeps, path: string): Promise<DocumentHead | undefined> {
  const match = /^\/advisor\/([^/]+)\/?$/.exec(path);
  if (!match) return undefined;
  let slugOrId: string;
  try {
    slugOrId = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  try {
    const profile = await getPublicProfile(deps.db, { slugOrId, now: deps.clock.now() });
    const place = [profile.city, profile.country].filter(Boolean).join(', ');
    const canonicalUrl = `${deps.env.APP_URL}/advisor/${encodeURIComponent(profile.publicProfileSlug ?? profile.id)}`;
    const summary =
      profile.biography ??
      `${profile.name} is available for board and advisory roles${place ? ` (${place})` : ''} on ${deps.env.SITE_NAME}.`;
    return {
      title: `${profile.name} — Board Advisor | ${deps.env.SITE_NAME}`,
      description: truncate(summary.replace(/\s+/g, ' '), LIMITS.shareDescriptionChars),
      canonicalUrl,
      imageUrl: `${deps.env.APP_URL}${profile.badgeUrl ?? '/favicon.svg'}`,
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
          ...(profile.photoUrl ? { image: `${deps.env.APP_URL}${profile.photoUrl}` } : {}),
          ...(profile.linkedinUrl ? { sameAs: [profile.linkedinUrl] } : {}),
          knowsAbout: [...profile.industries, ...profile.skills],
        },
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      return { title: `Profile Not Found | ${deps.env.SITE_NAME}`, noindex: true };
    }
    throw error;
  }
}
