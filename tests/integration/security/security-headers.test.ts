// The response headers every answer carries (middleware/security-headers.ts and the /api no-store rule), checked on
// a page of the SPA and on an authenticated API answer, and HSTS in production only.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdvisor, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { pngImage, uploadForm } from '../../fixtures/files';
import { signedInClient, TestClient } from '../../setup/http';
import { useTestApp } from '../../setup/test-app';

const clientDir = mkdtempSync(join(tmpdir(), 'boardly-client-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>Boardly</title><script type="module" src="/assets/app.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
);

/** The CSP as a map of directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(headers: Headers) {
  const csp = parseCsp(headers.get('content-security-policy'));
  // Scripts only from our own origin: no inline scripts, no eval, no other hosts.
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
}

describe('security headers', () => {
  const t = useTestApp({ deps: { clientDir } });

  it('on a page: strict CSP without inline scripts, nosniff, referrer policy, no framing, no HSTS outside production', async () => {
    const res = await new TestClient(t.app).get<string>('/jobs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expectCommonHeaders(res.headers);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('on an authenticated API answer: the same, and Cache-Control: no-store', async () => {
    const { user } = await createAdvisor(t.database.db);
    const client = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const res = await client.get('/api/profile');
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Also on an error answer (a refused cross-site write).
    const refused = await client.put('/api/profile', {}, { headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expectCommonHeaders(refused.headers);
  });

  it('on an uploaded file: the file route’s own sandbox CSP, not the page policy', async () => {
    const { user } = await createAdvisor(t.database.db);
    const client = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const upload = await client.upload<{ photoUrl: string }>(
      '/api/profile/photo',
      uploadForm(await pngImage(), 'me.png', 'image/png'),
    );
    expect(upload.status).toBe(200);
    const res = await t.app.request(new URL(upload.body.photoUrl, 'http://localhost:3000').pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    // Exactly the route's policy: nothing may load or run, and the document is sandboxed if opened directly.
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('security headers in production', () => {
  const t = useTestApp({
    env: {
      NODE_ENV: 'production',
      APP_URL: 'https://boardly.example',
      SMTP_URL: 'smtp://mail.example',
      MAIL_FROM: 'Boardly <no-reply@boardly.example>',
      STRIPE_SECRET_KEY: 'sk_test_headers',
      STRIPE_WEBHOOK_SECRET: 'whsec_headers',
      STRIPE_PAYMENT_LINK_MONTHLY: 'https://buy.stripe.com/m',
      STRIPE_PAYMENT_LINK_ANNUAL: 'https://buy.stripe.com/a',
      STRIPE_PAYMENT_LINK_LIFETIME: 'https://buy.stripe.com/l',
    },
    deps: { clientDir },
  });

  it('adds HSTS for two years including subdomains', async () => {
    const res = await t.app.request('https://boardly.example/jobs');
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});
