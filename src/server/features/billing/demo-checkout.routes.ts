// /dev/checkout — the offline stand-in for a Stripe Payment Link (development without Stripe keys only). It takes
// the same query parameters as a Payment Link (plan, prefilled_email, client_reference_id), shows a plain form, and
// its Pay button completes a fake payment through the real webhook handler, then returns to /pricing.
import { Hono } from 'hono';
import type { Plan } from '@shared/constants';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { asPlan } from './access.service';
import { billingDepsFrom } from './billing-deps';
import { escapeHtml } from '../../lib/escape-html';
import { plainPage } from '../../lib/plain-page';
import { completeDemoCheckout } from './demo-checkout.service';
import { formatPrice, PLAN_CATALOG } from './plan-catalog';
import { isDemoBillingEnabled } from './stripe-client';

const INCOMPLETE_LINK = 'This checkout link is incomplete. Start again from the pricing page.';

function checkoutPage({ plan, userId, email }: { plan: Plan; userId: string; email: string }) {
  const definition = PLAN_CATALOG[plan];
  return plainPage({
    title: `Demo checkout · ${definition.name}`,
    body:
      `<h1>Demo checkout</h1>` +
      `<p class="note">This is a demo payment: no card is needed and nothing is charged. ` +
      `With Stripe keys configured, this step is Stripe's secure checkout page.</p>` +
      `<dl><dt>Plan</dt><dd>${escapeHtml(definition.name)}</dd>` +
      `<dt>Price</dt><dd>${escapeHtml(`${formatPrice(definition.priceCents)} ${definition.intervalLabel}`)}</dd>` +
      `<dt>E-mail</dt><dd>${escapeHtml(email || '—')}</dd></dl>` +
      `<form method="post"><input type="hidden" name="plan" value="${plan}">` +
      `<input type="hidden" name="client_reference_id" value="${escapeHtml(userId)}">` +
      `<div class="actions"><button type="submit">Pay ${escapeHtml(formatPrice(definition.priceCents))}</button>` +
      `<a href="/pricing">Cancel</a></div></form>`,
  });
}

const problemPage = (message: string) =>
  plainPage({
    title: 'Demo checkout',
    body: `<h1>Demo checkout</h1><p>${escapeHtml(message)}</p><p><a href="/pricing">Back to pricing</a></p>`,
  });

export function devCheckoutRoutes(deps: AppDeps) {
  const billing = () => billingDepsFrom(deps, null);
  const app = new Hono();
  // Defence in depth: even if mounted by mistake, it never works with Stripe configured or in production.
  app.use(async (c, next) => {
    if (!isDemoBillingEnabled(deps.env)) return c.text('Not found', 404);
    await next();
  });
  return app
    .get('/', (c) => {
      const plan = asPlan(c.req.query('plan') ?? '');
      const userId = c.req.query('client_reference_id') ?? '';
      if (!plan || !userId) return c.html(problemPage(INCOMPLETE_LINK), 400);
      return c.html(checkoutPage({ plan, userId, email: c.req.query('prefilled_email') ?? '' }));
    })
    .post('/', async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const plan = asPlan(typeof form.plan === 'string' ? form.plan : '');
      const userId = typeof form.client_reference_id === 'string' ? form.client_reference_id : '';
      if (!plan || !userId) return c.html(problemPage(INCOMPLETE_LINK), 400);
      try {
        await completeDemoCheckout(billing(), { plan, userId });
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return c.html(problemPage(error.message), 400);
        throw error;
      }
      // Where a Payment Link's confirmation page sends the buyer back to.
      return c.redirect('/pricing?checkout=success', 303);
    });
}
