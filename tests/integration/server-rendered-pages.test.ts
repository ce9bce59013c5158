// The public landing, job, position and advisor pages arrive with their markup (decision 012): what a visitor without
// JavaScript, a slow phone or a crawler reads first. They must show what that visitor may see — their own header
// when signed in, never another visitor's page from the cache, never a private field — and carry the data the
// browser renders over them with.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobs } from '@server/db/schema';
import type { PageRenderer } from '@server/features/web/page-renderer';
import { SHELL_HEADER } from '@server/features/web/web.routes';
import { createAdvisor, createJobs } from '@tests/factories';
import { TestClient } from '../setup/http';
import { loadTestRenderer, testClientDir } from '../setup/page-renderer';
import { useTestApp } from '../setup/test-app';
import { signedInAdvisor } from './company-test-helpers';

const renderer = await loadTestRenderer();
const clientDir = testClientDir();

/** The markup inside the root element, and the query state sent beside it. */
function parsePage(html: string) {
  const root =
    /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script type="application\/json" id="server-state">/.exec(html);
  const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html);
  return {
    markup: root?.[1] ?? '',
    state: state
      ? (JSON.parse(state[1]!) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> })
      : undefined,
  };
}

/**
 * The real renderer, whose renders can be held at their start: a test can then send requests while every render
 * slot is taken, deterministically. Held only inside that test; every other render starts at once.
 */
let rendersHeld: Promise<void> = Promise.resolve();
const heldRenderer: PageRenderer = {
  ...renderer,
  // The head of a shed page (renderHead: no render) is never held.
  renderPage: async (request) => {
    await rendersHeld;
    return renderer.renderPage(request);
  },
};

const queryData = (page: ReturnType<typeof parsePage>, key: unknown[]) =>
  page.state?.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;

describe('server-rendered public pages', () => {
  // One render at a time: the other tests send one request after another, so only the load-shedding test meets it.
  const t = useTestApp({ deps: { clientDir, pageRenderer: heldRenderer, maxConcurrentRenders: 1 } });

  it('sends a public role with its content, a signed-out header and the data it was rendered from', async () => {
    const [job] = await createJobs(t.database.db, 1);
    const visitor = new TestClient(t.app);
    const res = await visitor.call<string>('GET', `/job/${job!.publicJobSlug}`);
    expect(res.status).toBe(200);
    const page = parsePage(res.body);
    expect(page.markup).toContain(`>${job!.title}</h1>`);
    expect(page.markup).toContain(job!.companyName);
    expect(page.markup).toContain('About the role');
    expect(page.markup).toContain(job!.jobDescription!.slice(0, 60));
    expect(page.markup).toContain('>Sign In</a>');
    expect(page.markup).toContain('help@boardly.example');
    expect(queryData(page, ['auth', 'viewer'])).toMatchObject({ user: null });
    expect(queryData(page, ['jobs', 'public', job!.publicJobSlug])).toMatchObject({
      id: job!.id,
      title: job!.title,
    });
    // No inline script may run (the Content-Security-Policy forbids them): only data blocks and the bundle.
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.every((tag) => /type="application\/(json|ld\+json)"|src="/.test(tag))).toBe(true);
  });

  it('shows a signed-in visitor their own header, and never shares pages between visitors', async () => {
    const [job] = await createJobs(t.database.db, 1);
    const path = `/job/${job!.publicJobSlug}`;
    const anonymous = new TestClient(t.app);
    expect(parsePage((await anonymous.call<string>('GET', path)).body).markup).toContain('>Sign In</a>');

    const { user, client: advisor } = await signedInAdvisor(t);
    const signedIn = parsePage((await advisor.call<string>('GET', path)).body);
    expect(signedIn.markup).toContain('My Profile');
    expect(signedIn.markup).not.toContain('>Sign In</a>');
    expect(queryData(signedIn, ['auth', 'viewer'])).toMatchObject({ user: { id: user.id } });

    // The anonymous page is still what the next anonymous visitor gets, and it holds nobody's session.
    const again = await new TestClient(t.app).call<string>('GET', path);
    expect(again.body).not.toContain(user.email);
    expect(parsePage(again.body).markup).toContain('>Sign In</a>');
  });

  it('shows an edit to a role to the next anonymous visitor at once', async () => {
    const [job] = await createJobs(t.database.db, 1);
    const path = `/job/${job!.publicJobSlug}`;
    const visitor = new TestClient(t.app);
    expect(parsePage((await visitor.call<string>('GET', path)).body).markup).toContain(job!.title);
    await t.database.db
      .update(jobs)
      .set({ title: 'Chair of the Audit Committee' })
      .where(eq(jobs.id, job!.id));
    expect(parsePage((await visitor.call<string>('GET', path)).body).markup).toContain(
      '>Chair of the Audit Committee</h1>',
    );
  });

  it('renders a public advisor profile without any private field', async () => {
    const { profile } = await createAdvisor(t.database.db, {
      profile: { firstName: 'Margot', lastName: 'Lindqvist', publicProfileSlug: 'margot-lindqvist' },
    });
    const res = await new TestClient(t.app).call<string>('GET', '/advisor/margot-lindqvist');
    const page = parsePage(res.body);
    expect(page.markup).toContain('Margot Lindqvist');
    expect(page.markup).toContain(profile.biography!.slice(0, 40));
    for (const secret of [profile.email, profile.phoneNumber!, profile.dateOfBirth!]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('renders the landing page, and leaves an unknown role to the browser', async () => {
    const landing = parsePage((await new TestClient(t.app).call<string>('GET', '/')).body);
    expect(landing.markup).toContain('Experienced leaders');

    // The plain shell: the browser starts the application at once, which says the role is gone and goes home.
    const unknown = await new TestClient(t.app).call<string>('GET', '/job/no-such-role');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(unknown.body).not.toContain('server-state');
  });

  it('renders a position a company shared, and leaves a paused one to the browser', async () => {
    const [job] = await createJobs(t.database.db, 1);
    const path = `/position/${job!.id}`;
    const page = parsePage((await new TestClient(t.app).call<string>('GET', path)).body);
    expect(page.markup).toContain(`>${job!.title}</h1>`);
    expect(page.markup).toContain('Apply as Advisor');
    expect(queryData(page, ['jobs', 'position', job!.id])).toMatchObject({ id: job!.id });

    await t.database.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job!.id));
    const paused = await new TestClient(t.app).call<string>('GET', path);
    expect(paused.body).toContain('<div id="root"></div>');
    expect(paused.body).not.toContain(job!.title);
  });

  it('carries the consent banner until a choice is stored, and stores one posted without JavaScript', async () => {
    const visitor = new TestClient(t.app);
    const banner = 'data-consent-banner';
    const first = parsePage((await visitor.call<string>('GET', '/')).body).markup;
    expect(first).toContain(banner);
    expect(first).toContain('Analytics preferences');
    // The buttons post a plain form, which works before (and without) any script.
    const form = /<form[^>]*>/.exec(first)?.[0] ?? '';
    expect(form).toContain('action="/api/analytics/consent"');
    expect(form).toContain('method="post"');
    const decline = /<button[^>]*>Decline/.exec(first)?.[0] ?? '';
    for (const attribute of ['type="submit"', 'name="choice"', 'value="false"'])
      expect(decline).toContain(attribute);

    const posted = await visitor.call('POST', '/api/analytics/consent', {
      body: 'choice=false&return=%2F',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/');
    expect(posted.headers.get('set-cookie')).toMatch(/^analytics_consent=false;.*Path=\/.*SameSite=Lax/i);
    // Every later page (the same path from the cache too) comes without it; a visitor who has not chosen still gets it.
    for (const path of ['/', '/no/such/page']) {
      expect(parsePage((await visitor.call<string>('GET', path)).body).markup).not.toContain(banner);
    }
    expect(parsePage((await new TestClient(t.app).call<string>('GET', '/')).body).markup).toContain(banner);
  });

  it('refuses a malformed consent form, and sends a visitor whose return address leaves the site home', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const refused = await new TestClient(t.app).call('POST', '/api/analytics/consent', {
      body: 'choice=maybe',
      headers: form,
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('set-cookie')).toBeNull();
    // Issue #28: browsers drop tabs and line breaks, so '/\t/evil.example/x' would lead to evil.example, and a line
    // break in the Location header was a 500. The choice is kept; the visitor goes to the home page.
    for (const target of [
      '//evil.example',
      'https://x',
      '/\t/evil.example/x',
      '/\n/x',
      '/\\evil.example',
      '/a\\b',
      `/${'a'.repeat(3000)}`,
    ]) {
      const body = `choice=true&return=${encodeURIComponent(target)}`;
      const res = await new TestClient(t.app).call('POST', '/api/analytics/consent', { body, headers: form });
      expect([res.status, res.headers.get('location')], JSON.stringify(target)).toEqual([303, '/']);
      expect(res.headers.get('set-cookie'), JSON.stringify(target)).toMatch(/^analytics_consent=true;/);
    }
    const onSite = await new TestClient(t.app).call('POST', '/api/analytics/consent', {
      body: `choice=true&return=${encodeURIComponent('/jobs?page=2')}`,
      headers: form,
    });
    expect(onSite.headers.get('location')).toBe('/jobs?page=2');
  });

  it('answers a path the application has no page for with 404 and the rendered 404 page', async () => {
    for (const path of ['/no/such/page', '/job/a-role/extra', '/favicon.ico.bak']) {
      const res = await new TestClient(t.app).call<string>('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body).toContain('<title>Page not found — Boardly</title>');
      expect(parsePage(res.body).markup).toContain('Oops! Page not found');
    }
  });

  it('serves pages it does not render as the plain application shell', async () => {
    const { client } = await signedInAdvisor(t);
    const res = await client.call<string>('GET', '/my-profile');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('server-state');
  });

  it('sends a visitor without a session from any guarded page to sign in, before any script runs', async () => {
    for (const path of ['/my-profile', '/company/applicants?job_id=x', '/settings']) {
      const res = await new TestClient(t.app).call<string>('GET', path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(`/auth?${new URLSearchParams({ next: path })}`);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it("writes the head tags the page's route declares, from the data the page shows", async () => {
    const [job] = await createJobs(t.database.db, 1);
    const res = await new TestClient(t.app).call<string>('GET', `/job/${job!.publicJobSlug}`);
    expect(res.body).toContain(`<title>${job!.title} at ${job!.companyName} | Boardly</title>`);
    expect(res.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/job/${job!.publicJobSlug}" />`,
    );
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    expect(res.body).toContain('"@type":"JobPosting"');
    // The default description of the template is replaced, not repeated.
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.headers.get('server-timing')).toMatch(/^load;dur=[\d.]+, render;dur=[\d.]+$/);

    const gone = await new TestClient(t.app).call<string>('GET', '/job/no-such-role');
    expect(gone.body).toContain('<title>Role not found | Boardly</title>');
    expect(gone.body).toContain('<meta name="robots" content="noindex" />');

    const position = await new TestClient(t.app).call<string>('GET', `/position/${job!.id}`);
    expect(position.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/position/${job!.id}" />`,
    );
  });

  it('renders sign-in and sign-up as the query asks, the reset page and the callback spinner', async () => {
    const visitor = new TestClient(t.app);
    const signIn = parsePage((await visitor.call<string>('GET', '/auth')).body).markup;
    expect(signIn).toMatch(/<button[^>]*aria-selected="true"[^>]*>Sign In/);
    expect(signIn).toContain('Forgot password?');

    const signUp = parsePage((await visitor.call<string>('GET', '/auth?role=company')).body).markup;
    expect(signUp).toMatch(/<button[^>]*aria-selected="true"[^>]*>Sign Up/);
    expect(signUp).toMatch(/<option value="company" selected/);

    const invalid = parsePage((await visitor.call<string>('GET', '/auth/reset')).body).markup;
    expect(invalid).toContain('Invalid Reset Link');
    const form = parsePage((await visitor.call<string>('GET', '/auth/reset?token=abc')).body).markup;
    expect(form).toContain('New password');

    const callback = parsePage((await visitor.call<string>('GET', '/auth/callback')).body).markup;
    expect(callback).toContain('role="status"');
  });

  it('renders pricing for a signed-in visitor only, privately; sends anyone else to sign in first', async () => {
    const signedOut = await new TestClient(t.app).call<string>('GET', '/pricing');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/auth?next=%2Fpricing');

    const { client: advisor } = await signedInAdvisor(t);
    const res = await advisor.call<string>('GET', '/pricing');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const page = parsePage(res.body);
    expect(page.markup).toContain('Unlock every match');
    expect(page.markup).toContain('Lifetime');
    expect(queryData(page, ['billing', 'pricing'])).toBeDefined();
  });

  it('answers at once with the shell while the renderer is busy, and does not cache it', async () => {
    const created = await createJobs(t.database.db, 3);
    const paths = created.map((job) => `/job/${job.publicJobSlug}`);
    const { client: advisor } = await signedInAdvisor(t);
    let release = () => {};
    rendersHeld = new Promise((resolve) => (release = resolve));

    // The same and different pages at once, anonymous and signed in; one takes the only render slot and is held.
    const requested = [paths[0]!, paths[1]!, paths[0]!, paths[2]!, paths[1]!];
    let answered = 0;
    const answers = [
      ...requested.map((path) => new TestClient(t.app).call<string>('GET', path)),
      advisor.call<string>('GET', paths[2]!),
    ].map((call) => call.then((res) => (answered++, res)));
    try {
      // Every other request is answered while that render is still held: none waits in line for the renderer.
      // (A shed page's head runs its loaders through the API: a cold first call takes most of a second here.)
      await vi.waitFor(() => expect(answered).toBe(answers.length - 1), { timeout: 10_000 });
    } finally {
      release();
    }
    const responses = await Promise.all(answers);

    const slugs = [...requested, paths[2]!].map((path) => path.slice('/job/'.length));
    const shellPaths = new Set<string>();
    for (const [i, res] of responses.entries()) {
      expect(res.status).toBe(200);
      // The page's own head tags, rendered or not: link previews and crawlers see the same.
      expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/job/${slugs[i]}" />`);
      const shell = res.body.includes('<div id="root"></div>');
      // The answer says which it is: `npm run bench:load` counts the shells by this header.
      expect(res.headers.get(SHELL_HEADER)).toBe(shell ? 'shell' : null);
      if (shell) {
        expect(res.body).not.toContain('server-state');
        if (i < requested.length) shellPaths.add(requested[i]!);
      } else {
        expect(parsePage(res.body).markup).toContain('</h1>');
      }
    }
    expect(responses.filter((res) => res.body.includes('<div id="root"></div>'))).toHaveLength(
      responses.length - 1,
    );

    // With the renderer free again, the next anonymous visitor of a page that got only the shell gets it rendered:
    // the shell was not cached.
    const onlyShells = [...shellPaths].filter((path) =>
      responses.every((res, i) => requested[i] !== path || res.body.includes('<div id="root"></div>')),
    );
    expect(onlyShells.length).toBeGreaterThan(0);
    for (const path of onlyShells) {
      const job = created.find((candidate) => path === `/job/${candidate.publicJobSlug}`)!;
      const page = parsePage((await new TestClient(t.app).call<string>('GET', path)).body);
      expect(page.markup).toContain(`>${job.title}</h1>`);
    }
  });
});
