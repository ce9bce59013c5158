// The offline demo checkout (development without Stripe keys): a fake payment produces the events Stripe would
// send, signed with the SDK's own test-header helper, and hands them to the real webhook handler — raw body and
// signature, no shortcut — so the demo exercises exactly the production path.
import type { Plan } from '@shared/constants';
import { AppError } from '../../lib/app-error';
import type { BillingDeps } from './billing-deps';
import { demoPurchaseEvents } from './demo-stripe-objects';
import { stripeWebhooks, webhookSecret } from './stripe-client';
import { handleStripeWebhook, type WebhookOutcome } from './webhook.service';
import { findBillingUser } from './webhook-users';

export async function completeDemoCheckout(
  deps: BillingDeps,
  { plan, userId }: { plan: Plan; userId: string },
): Promise<WebhookOutcome[]> {
  const secret = webhookSecret(deps.env);
  if (deps.stripe || !secret) throw new AppError('NOT_FOUND', 'The demo checkout is not available.');
  const buyer = await findBillingUser(deps.db, userId);
  if (!buyer) throw new AppError('BAD_REQUEST', 'This checkout link does not belong to an account.');
  const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
  const outcomes: WebhookOutcome[] = [];
  for (const event of demoPurchaseEvents({ plan, userId: buyer.id, email: buyer.email, nowSeconds })) {
    const rawBody = JSON.stringify(event);
    const signature = stripeWebhooks.generateTestHeaderString({
      payload: rawBody,
      secret,
      timestamp: nowSeconds,
    });
    outcomes.push(await handleStripeWebhook(deps, { rawBody, signature }));
  }
  return outcomes;
}
