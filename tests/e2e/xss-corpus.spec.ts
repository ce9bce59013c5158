// The XSS corpus (tests/e2e/fixtures/xss-payloads.ts) stored through every user-writable text field that shows on
// a public page — the advisor profile (/advisor/{slug}, with its head meta and JSON-LD), a position from the new
// form (/job/{slug} and /position/{id}), and a posting from the older form, which carries the company profile's
// name, description and website — then rendered in Chromium by an anonymous visitor. Any dialog, any call of the
// injected hook, any Content-Security-Policy violation (markup that got into the page even if the CSP stopped it)
// fails the journey, and so does a server-rendered head whose structure a payload changed.
//
// Payloads are packed several to a field per save (each field has its own length limit), over a few rounds of
// saves, so every payload passes through the long fields and the rest are spread over the short ones.
import { expect, test, type Page } from '@playwright/test';
import { buildUrlPayloads, buildXssPayloads, type XssPayload } from './fixtures/xss-payloads';
import { SAMPLE_PROFILE } from './support/advisor-profile';
import { companyWithProfile, SAMPLE_COMPANY, SAMPLE_POSITION } from './support/company';
import { APP_ORIGIN, signInNewUser, decideAnalyticsConsent } from './support/session';

const PAYLOADS = buildXssPayloads();
const URL_PAYLOADS = buildUrlPayloads(PAYLOADS);
const ROUNDS = 13;
const SITE_NAME = 'Boardly';

type Field = {
  record: 'advisor' | 'company' | 'position' | 'legacy';
  name: string;
  max: number;
  kind: 'text' | 'list' | 'url';
};

// Length limits are the contract schemas' (src/shared/schemas).
const FIELDS: Field[] = [
  { record: 'advisor', name: 'firstName', max: 80, kind: 'text' },
  { record: 'advisor', name: 'lastName', max: 80, kind: 'text' },
  { record: 'advisor', name: 'city', max: 80, kind: 'text' },
  { record: 'advisor', name: 'country', max: 80, kind: 'text' },
  { record: 'advisor', name: 'biography', max: 5000, kind: 'text' },
  { record: 'advisor', name: 'industries', max: 60, kind: 'list' },
  { record: 'advisor', name: 'skills', max: 60, kind: 'list' },
  { record: 'advisor', name: 'linkedinUrl', max: 500, kind: 'url' },
  { record: 'advisor', name: 'calendlyLink', max: 500, kind: 'url' },
  { record: 'company', name: 'companyName', max: 120, kind: 'text' },
  { record: 'company', name: 'companyDescription', max: 5000, kind: 'text' },
  { record: 'company', name: 'websiteUrl', max: 500, kind: 'url' },
  { record: 'position', name: 'title', max: 150, kind: 'text' },
  { record: 'position', name: 'industry', max: 80, kind: 'text' },
  { record: 'position', name: 'city', max: 80, kind: 'text' },
  { record: 'position', name: 'country', max: 80, kind: 'text' },
  { record: 'position', name: 'companySummary', max: 2000, kind: 'text' },
  { record: 'position', name: 'jobDescription', max: 20_000, kind: 'text' },
  { record: 'position', name: 'salary', max: 120, kind: 'text' },
  { record: 'position', name: 'jobUrl', max: 500, kind: 'url' },
  { record: 'legacy', name: 'title', max: 150, kind: 'text' },
  { record: 'legacy', name: 'description', max: 20_000, kind: 'text' },
  { record: 'legacy', name: 'industry', max: 80, kind: 'text' },
  { record: 'legacy', name: 'city', max: 80, kind: 'text' },
  { record: 'legacy', name: 'country', max: 80, kind: 'text' },
  { record: 'legacy', name: 'salary', max: 120, kind: 'text' },
];
const LIST_ITEMS = 50;

const fieldKey = (field: Field) => `${field.record}.${field.name}`;
/** A visible word in front of every value, so cleaning never leaves a required field empty. */
const tag = (field: Field, round: number) =>
  `r${round}${field.record.slice(0, 3)}${field.name.toLowerCase()}`;

/** Hands out payloads to one field round after round, from its own starting point, packed up to its limit. */
class PayloadQueue {
  private next: number;
  readonly used = new Set<number>();
  constructor(
    private readonly source: XssPayload[],
    start: number,
  ) {
    this.next = start % source.length;
  }
  take(room: number): XssPayload[] {
    const taken: XssPayload[] = [];
    let left = room;
    for (let tries = 0; tries < this.source.length; tries++) {
      const payload = this.source[this.next]!;
      if (payload.text.length + 1 > room) {
        // Longer than the field can ever hold: this field never gets it.
        this.next = (this.next + 1) % this.source.length;
        continue;
      }
      // Fits an empty value but not what is left: it opens the next batch, so a long field misses nothing.
      if (payload.text.length + 1 > left) break;
      taken.push(payload);
      this.used.add(payload.id);
      left -= payload.text.length + 1;
      this.next = (this.next + 1) % this.source.length;
    }
    return taken;
  }
}

function valuesForRound(queues: Map<string, PayloadQueue>, round: number) {
  const values: Record<Field['record'], Record<string, unknown>> = {
    advisor: {},
    company: {},
    position: {},
    legacy: {},
  };
  for (const field of FIELDS) {
    const queue = queues.get(fieldKey(field))!;
    const prefix = tag(field, round);
    if (field.kind === 'url') {
      values[field.record][field.name] = queue.take(field.max)[0]!.text;
    } else if (field.kind === 'list') {
      values[field.record][field.name] = Array.from(
        { length: LIST_ITEMS },
        (_, i) => `${prefix}${i} ${queue.take(field.max - prefix.length - 4)[0]?.text ?? ''}`,
      );
    } else {
      values[field.record][field.name] = `${prefix} ${queue
        .take(field.max - prefix.length - 1)
        .map((payload) => payload.text)
        .join(' ')}`;
    }
  }
  return values;
}

/** What went wrong on a page: dialogs, hook calls, CSP violations, all with the payload number they name. */
function watch(page: Page, hits: string[], where: () => string) {
  page.on('dialog', async (dialog) => {
    hits.push(`${where()}: dialog "${dialog.message()}"`);
    await dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('XSS-EXECUTED') || text.startsWith('CSP-VIOLATION')) hits.push(`${where()}: ${text}`);
  });
}

/** Parses a server-rendered page in the browser and describes anything in its head a payload could have added. */
async function headProblems(page: Page, html: string, expectedTitle: string) {
  return page.evaluate(
    ({ html, expectedTitle }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const problems: string[] = [];
      const allowed = new Set(['TITLE', 'META', 'LINK', 'SCRIPT']);
      for (const element of Array.from(doc.head.children)) {
        if (!allowed.has(element.tagName))
          problems.push(`unexpected <${element.tagName.toLowerCase()}> in head`);
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name)) problems.push(`event handler ${attribute.name} in head`);
        }
        if (element.tagName === 'SCRIPT') {
          const type = element.getAttribute('type');
          if (type === 'application/ld+json') {
            try {
              JSON.parse(element.textContent ?? '');
            } catch {
              problems.push('JSON-LD no longer parses');
            }
          } else if (!element.getAttribute('src')) problems.push('inline script in head');
        }
      }
      // document.title collapses whitespace runs, as the browser shows it.
      const shown = expectedTitle.replace(/[\t\n\f\r ]+/g, ' ').trim();
      if (doc.title !== shown)
        problems.push(`title is ${JSON.stringify(doc.title)}, expected ${JSON.stringify(shown)}`);
      if (doc.querySelectorAll('title').length !== 1) problems.push('more than one <title>');
      // Anywhere in the document: no handler attributes, no inline script but the JSON-LD block and the server
      // render's query state (data blocks: the browser does not run them).
      for (const element of Array.from(doc.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name))
            problems.push(`event handler ${attribute.name} on <${element.tagName}>`);
        }
        if (
          element.tagName === 'SCRIPT' &&
          !element.getAttribute('src') &&
          !['application/ld+json', 'application/json'].includes(element.getAttribute('type') ?? '')
        ) {
          problems.push('inline script');
        }
      }
      const state = doc.querySelectorAll('script[type="application/json"]');
      if (state.length !== 1 || state[0]!.id !== 'server-state') problems.push('not one server-state block');
      try {
        JSON.parse(state[0]?.textContent ?? '');
      } catch {
        problems.push('the server-state block no longer parses');
      }
      return problems;
    },
    { html, expectedTitle },
  );
}

test('no stored payload runs on any public page', async ({ browser }) => {
  test.setTimeout(360_000);
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(300);

  // The authors: an advisor and a company, each in their own browser context, writing through the real API.
  const advisorContext = await browser.newContext();
  const advisorPage = await advisorContext.newPage();
  await signInNewUser(advisorPage, { role: 'advisor' });
  const companyContext = await browser.newContext();
  const companyPage = await companyContext.newPage();
  await companyWithProfile(companyPage);

  // The visitor: anonymous, with the hook installed before any page script runs.
  const visitorContext = await browser.newContext();
  await decideAnalyticsConsent(visitorContext, false);
  await visitorContext.addInitScript(() => {
    const w = window as unknown as { __xss: (n: number) => void; __xssHits?: number[] };
    w.__xss = (n: number) => {
      (w.__xssHits ??= []).push(n);
      console.log(`XSS-EXECUTED ${n}`);
    };
    document.addEventListener('securitypolicyviolation', (event) => {
      console.log(
        `CSP-VIOLATION ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  // One tab per kind of public page: a round's four pages render side by side, so their waits for late error events
  // overlap instead of adding up (decision 031).
  const hits: string[] = [];
  const tabs = await Promise.all(
    [0, 1, 2, 3].map(async () => {
      const tab = { page: await visitorContext.newPage(), current: '' };
      watch(tab.page, hits, () => tab.current);
      return tab;
    }),
  );

  const queues = new Map(
    FIELDS.map((field, index) => [
      fieldKey(field),
      new PayloadQueue(field.kind === 'url' ? URL_PAYLOADS : PAYLOADS, index * 53),
    ]),
  );
  const post = (page: Page, method: 'put' | 'post' | 'patch', url: string, data: unknown) =>
    page.request[method](url, { data, headers: { origin: APP_ORIGIN } });
  const problems: string[] = [];
  const seenOnPages = new Set<string>();
  let pagesRendered = 0;

  for (let round = 1; round <= ROUNDS; round++) {
    const values = valuesForRound(queues, round);

    const profile = await post(advisorPage, 'put', '/api/profile', { ...SAMPLE_PROFILE, ...values.advisor });
    expect(profile.status(), `round ${round} profile: ${await profile.text()}`).toBe(200);
    if (round === 1) {
      const visibility = await post(advisorPage, 'patch', '/api/profile/visibility', { isPublic: true });
      expect(visibility.status(), await visibility.text()).toBe(200);
    }
    const company = await post(companyPage, 'put', '/api/company/profile', {
      ...SAMPLE_COMPANY,
      ...values.company,
    });
    expect(company.status(), `round ${round} company: ${await company.text()}`).toBe(200);
    const position = await post(companyPage, 'post', '/api/company/positions', {
      ...SAMPLE_POSITION,
      ...values.position,
    });
    expect(position.status(), `round ${round} position: ${await position.text()}`).toBe(201);
    const legacy = await post(companyPage, 'post', '/api/company/board-positions', values.legacy);
    expect(legacy.status(), `round ${round} legacy posting: ${await legacy.text()}`).toBe(201);

    const advisor = (await (await advisorPage.request.get('/api/profile')).json()) as {
      id: string;
      publicProfileSlug: string;
    };
    const newJob = (await position.json()) as {
      id: string;
      publicJobSlug: string;
      title: string;
      companyName: string;
    };
    const oldJob = (await legacy.json()) as {
      id: string;
      publicJobSlug: string;
      title: string;
      companyName: string;
    };
    const publicAdvisor = (await (
      await visitorContext.request.get(`/api/advisors/${advisor.publicProfileSlug}`)
    ).json()) as {
      name: string;
    };

    const pages: { url: string; title?: string }[] = [
      {
        url: `/advisor/${advisor.publicProfileSlug}`,
        title: `${publicAdvisor.name} — Board Advisor | ${SITE_NAME}`,
      },
      {
        url: `/job/${newJob.publicJobSlug}`,
        title: `${newJob.title} at ${newJob.companyName} | ${SITE_NAME}`,
      },
      { url: `/position/${newJob.id}` },
      {
        url: `/job/${oldJob.publicJobSlug}`,
        title: `${oldJob.title} at ${oldJob.companyName} | ${SITE_NAME}`,
      },
    ];
    await Promise.all(
      pages.map(async ({ url, title }, index) => {
        const tab = tabs[index]!;
        const visitor = tab.page;
        tab.current = `round ${round} ${url}`;
        const current = tab.current;
        await visitor.goto(url);
        await expect(visitor.locator('h1').first()).toBeVisible();
        // Broken images fire their error events a moment after load; give handlers that chance to run.
        await visitor.waitForLoadState('networkidle');
        await visitor.waitForTimeout(300);
        const executed = await visitor.evaluate(
          () => (window as unknown as { __xssHits?: number[] }).__xssHits,
        );
        if (executed !== undefined) hits.push(`${current}: __xssHits = ${JSON.stringify(executed)}`);
        const text = await visitor.locator('body').innerText();
        for (const field of FIELDS) if (text.includes(tag(field, round))) seenOnPages.add(fieldKey(field));
        // URL fields show up as links: every href must be http(s), mailto or our own path.
        const hrefs = await visitor
          .locator('a[href]')
          .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
        for (const href of hrefs) {
          if (!/^(https?:|mailto:)/i.test(href)) problems.push(`${current}: link to ${href}`);
        }
        for (const field of FIELDS.filter((candidate) => candidate.kind === 'url')) {
          const id = /evil\.example\/(\d+)\?/.exec(String(values[field.record][field.name]))?.[1];
          if (id && hrefs.some((href) => href.includes(`evil.example/${id}?`)))
            seenOnPages.add(fieldKey(field));
        }
        pagesRendered++;

        if (title) {
          const html = await (await visitor.request.get(url)).text();
          for (const problem of await headProblems(visitor, html, title))
            problems.push(`${current} head: ${problem}`);
        }
      }),
    );
  }

  // The tally for docs/security.md: payloads per field and page renders.
  const perField = FIELDS.map((field) => `${fieldKey(field)}=${queues.get(fieldKey(field))!.used.size}`);
  const combinations = [...queues.values()].reduce((sum, queue) => sum + queue.used.size, 0);
  console.info(
    `XSS corpus: ${PAYLOADS.length} payloads (${URL_PAYLOADS.length} as URLs), ${FIELDS.length} fields, ` +
      `${combinations} payload×field stores, ${pagesRendered} page renders over ${ROUNDS} rounds; ` +
      `fields seen on public pages: ${seenOnPages.size}/${FIELDS.length} [missing: ${FIELDS.map(fieldKey)
        .filter((key) => !seenOnPages.has(key))
        .join(', ')}]; per field: ${perField.join(' ')}`,
  );

  expect({ hits, problems }).toEqual({ hits: [], problems: [] });
  // Every payload went through the long fields of every page type.
  for (const key of [
    'advisor.biography',
    'company.companyDescription',
    'position.jobDescription',
    'legacy.description',
  ]) {
    expect(queues.get(key)!.used.size, key).toBe(PAYLOADS.length);
  }

  await Promise.all([advisorContext.close(), companyContext.close(), visitorContext.close()]);
});
