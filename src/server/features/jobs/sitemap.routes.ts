// /sitemap.xml and /robots.txt: public active roles and public advisor profiles; closed ones drop out.
import { and, eq, isNotNull, not } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { profiles } from '../../db/schema';
import { findSitemapJobs } from './jobs.service';
import { confidentialSql } from '../notifications/identity';

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const sitemapRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/sitemap.xml', async (c) => {
      const base = deps.env.APP_URL;
      const [roles, advisors] = await Promise.all([
        findSitemapJobs(deps.db),
        deps.db
          .select({ id: profiles.id, slug: profiles.publicProfileSlug, updatedAt: profiles.updatedAt })
          .from(profiles)
          .where(
            and(
              eq(profiles.isPublic, true),
              isNotNull(profiles.publicProfileSlug),
              not(confidentialSql(profiles.id)),
            ),
          )
          .limit(45_000),
      ]);
      const entry = (path: string, updated?: Date) =>
        `<url><loc>${xmlEscape(base + path)}</loc>${updated ? `<lastmod>${updated.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
      const body = [
        entry('/'),
        ...roles.map((r) => entry(`/job/${encodeURIComponent(r.slug ?? r.id)}`, r.updatedAt)),
        ...advisors.map((a) => entry(`/advisor/${encodeURIComponent(a.slug ?? a.id)}`, a.updatedAt)),
      ].join('\n');
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
        200,
        { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
      );
    })
    .get('/robots.txt', (c) =>
      c.text(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /company/',
          'Disallow: /my-profile',
          'Disallow: /auth',
          '',
          `Sitemap: ${deps.env.APP_URL}/sitemap.xml`,
          '',
        ].join('\n'),
        200,
        { 'Cache-Control': 'public, max-age=3600' },
      ),
    );
