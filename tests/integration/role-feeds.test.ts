// Issue #34: RSS 2.0, Atom and JSON Feed of open roles, with the manual search's filters in the address. Read back
// with a feed parser (rss-parser, which refuses XML that is not well formed), and checked against the elements each
// specification requires.
import { eq } from 'drizzle-orm';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '@server/db/schema';
import { createJobs } from '@tests/factories';
import { TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';

const APP_URL = 'http://localhost:3000';
const parser = new Parser();
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** JSON Feed 1 and 1.1 (jsonfeed.org): the fields the specification requires, and the shapes of those we send. */
const JsonFeedSchema = z.object({
  version: z.string().regex(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/),
  title: z.string().min(1),
  home_page_url: z.url(),
  feed_url: z.url(),
  items: z.array(
    z
      .object({
        id: z.string().min(1),
        url: z.url(),
        title: z.string(),
        content_text: z.string().optional(),
        content_html: z.string().optional(),
        date_published: z.string().regex(RFC_3339),
      })
      .refine((item) => item.content_text !== undefined || item.content_html !== undefined, {
        message: 'an item needs content_html or content_text',
      }),
  ),
});

describe('open roles feeds', () => {
  const t = useTestApp();

  async function seed() {
    const roles = await createJobs(t.database.db, 6, (n) => ({
      // Newest first: role 0 was posted last.
      postedDate: new Date(Date.UTC(2026, 10, 20 - n)),
      country: n % 2 === 0 ? 'United Kingdom' : 'Germany',
      companySummary: n === 0 ? '<p>Fintech &amp; payments <strong>leader</strong>.</p>' : null,
    }));
    await t.database.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, roles[2]!.id));
    await t.database.db.update(jobs).set({ isPublic: false }).where(eq(jobs.id, roles[4]!.id));
    return roles;
  }

  it('RSS 2.0 lists the public open roles matching the filters, newest first, each linking to its public page', async () => {
    const roles = await seed();
    const client = new TestClient(t.app);
    const res = await client.get<string>('/feeds/roles.rss?country=kingdom');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);

    const feed = await parser.parseString(res.body);
    // RSS 2.0 requires a channel's title, link and description.
    expect(feed.title).toContain('country “kingdom”');
    expect(feed.link).toBe(`${APP_URL}/`);
    expect(feed.description).toBeTruthy();
    // Roles 0, 2, 4 are in the UK; 2 is closed and 4 is not public.
    expect(feed.items.map((item) => item.link)).toEqual([`${APP_URL}/job/${roles[0]!.publicJobSlug}`]);
    const [item] = feed.items;
    expect(item!.title).toBe(`${roles[0]!.title} at ${roles[0]!.companyName}`);
    expect(item!.guid).toBe(item!.link);
    expect(new Date(item!.pubDate!).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    // Plain text, tags gone and the entity read: nothing of the stored markup reaches a reader.
    expect(item!.content).toContain('Fintech & payments leader.');
    expect(item!.content).not.toMatch(/<|&amp;/);
    expect(item!.content).toMatch(/^[^\n]*United Kingdom · /);
    // An RSS item's author is an e-mail address by the specification: a company's name is in the title instead.
    expect(res.body).not.toContain('<author>');

    const all = await parser.parseString((await client.get<string>('/feeds/roles.rss')).body);
    expect(all.items.map((i) => i.link)).toEqual(
      [0, 1, 3, 5].map((n) => `${APP_URL}/job/${roles[n]!.publicJobSlug}`),
    );
  });

  it('Atom carries the same entries with the elements Atom 1.0 requires', async () => {
    const roles = await seed();
    const res = await new TestClient(t.app).get<string>('/feeds/roles.atom?country=germany');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(res.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    const feed = await parser.parseString(res.body);
    expect(feed.items.map((item) => item.link)).toEqual(
      [1, 3, 5].map((n) => `${APP_URL}/job/${roles[n]!.publicJobSlug}`),
    );
    // A feed's id, title and updated, and each entry's id, title and updated, are required.
    expect(res.body).toMatch(
      /<feed[^>]*>\s*<id>[^<]+<\/id>\s*<title>[^<]+<\/title>\s*<updated>[^<]+<\/updated>/,
    );
    expect(res.body.match(/<entry>/g)).toHaveLength(3);
    // A feed needs an author unless every entry has one: both are there.
    expect(res.body).toMatch(/<feed[^>]*>[\s\S]*?<author>\s*<name>Boardly<\/name>[\s\S]*?<entry>/);
    expect(res.body.match(/<entry>[\s\S]*?<author>[\s\S]*?<\/entry>/g)).toHaveLength(3);
    for (const entry of res.body.split('<entry>').slice(1)) {
      expect(entry).toMatch(/<title type="html"><!\[CDATA\[[^\]]+\]\]><\/title>|<title[^>]*>[^<]+<\/title>/);
      expect(entry).toMatch(/<id>[^<]+<\/id>/);
      expect(entry).toMatch(/<updated>\d{4}-\d{2}-\d{2}T[^<]+<\/updated>/);
    }
    expect(feed.items[0]!.isoDate).toBe('2026-11-19T00:00:00.000Z');
  });

  it('JSON Feed is valid to its specification and links the other two formats', async () => {
    const roles = await seed();
    const res = await new TestClient(t.app).get<unknown>(
      '/feeds/roles.json?title=' + encodeURIComponent(roles[1]!.title),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const feed = JsonFeedSchema.parse(res.body);
    expect(feed.feed_url).toBe(
      `${APP_URL}/feeds/roles.json?title=${encodeURIComponent(roles[1]!.title).replace(/%20/g, '+')}`,
    );
    expect(feed.items.map((item) => item.url)).toContain(`${APP_URL}/job/${roles[1]!.publicJobSlug}`);
    expect(feed.items.every((item) => item.title.includes(roles[1]!.title))).toBe(true);
  });

  it('a role posted after a read is in the next read (kept per content version, never stale)', async () => {
    await seed();
    const client = new TestClient(t.app);
    const before = await parser.parseString((await client.get<string>('/feeds/roles.rss')).body);
    const [added] = await createJobs(t.database.db, 1, () => ({
      title: 'Chair of the Audit Committee',
      postedDate: new Date(Date.UTC(2026, 10, 25)),
      publicJobSlug: 'chair-of-the-audit-committee-new',
    }));
    const after = await parser.parseString((await client.get<string>('/feeds/roles.rss')).body);
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(after.items[0]!.link).toBe(`${APP_URL}/job/${added!.publicJobSlug}`);
  });

  it('refuses an unknown filter value or an over-long text with a clear message by field', async () => {
    const client = new TestClient(t.app);
    const badType = await client.get<{ error: { code: string; issues: { path: string }[] } }>(
      '/feeds/roles.rss?workType=Underwater',
    );
    expect(badType.status).toBe(422);
    expect(badType.body.error.code).toBe('VALIDATION_FAILED');
    expect(badType.body.error.issues.map((issue) => issue.path)).toEqual(['workType']);
    const longTitle = await client.get<{ error: { issues: { path: string }[] } }>(
      `/feeds/roles.atom?title=${'x'.repeat(101)}`,
    );
    expect(longTitle.status).toBe(422);
    expect(longTitle.body.error.issues.map((issue) => issue.path)).toEqual(['title']);
  });
});
