// The write load: a few concurrent workers, each owning some advisors (so one advisor's writes are sequential),
// doing what users and Stripe do — sign-ups, sign-ins, profile saves, applications, signed webhook events — and
// recording in the ledger every write the server answered with a 2xx. A kill makes the in-flight calls fail; they
// are simply not recorded.
import Stripe from 'stripe';
import type { AdvisorProfileInput } from '@shared/schemas/advisor-profile';
import {
  type DemoEvent,
  demoEvent,
  demoInvoice,
  demoPurchaseEvents,
} from '@server/features/billing/demo-stripe-objects';
import type { PoolAdvisor } from './fixtures';
import type { Ledger } from './ledger';

const SESSION_COOKIE = 'better-auth.session_token';
const SIGN_UP_PASSWORD = 'Durable-Lantern-Harbour-73';
const MONTH_S = 30 * 24 * 3600;

/** Per-advisor state that outlives one server process (cookies, the next role to apply to, pending events). */
export interface AdvisorState {
  advisor: PoolAdvisor;
  cookie?: string;
  nextJob: number;
  /** Webhook events not yet acknowledged, delivered in order; Stripe redelivers the same event until it gets a 2xx. */
  pendingEvents: DemoEvent[];
  invoicesSent: number;
  subscriptionId?: string;
  customer?: string;
}

export interface LoadContext {
  baseUrl: string;
  ledger: Ledger;
  jobIds: string[];
  webhookSecret: string;
  runId: string;
  counters: { signUps: number; saves: number };
}

type Op = 'signUp' | 'profileSave' | 'apply' | 'webhook' | 'matchRun';
const WEIGHTED_OPS: Op[] = [
  'signUp',
  'signUp',
  'profileSave',
  'profileSave',
  'profileSave',
  'apply',
  'apply',
  'webhook',
  'webhook',
  'matchRun',
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function send(
  ctx: LoadContext,
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> },
) {
  return fetch(`${ctx.baseUrl}${path}`, {
    method,
    body: init.body,
    headers: { origin: ctx.baseUrl, 'content-type': 'application/json', ...init.headers },
    redirect: 'manual',
  });
}

function sessionTokenOf(res: Response): string | undefined {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    if (!pair?.startsWith(`${SESSION_COOKIE}=`)) continue;
    const value = decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1));
    // The cookie is "<token>.<signature>"; the session row stores the token.
    return value.split('.')[0];
  }
  return undefined;
}

function note(ctx: LoadContext, what: string, res: Response) {
  if (ctx.ledger.unexpected.length < 50) ctx.ledger.unexpected.push(`${what}: HTTP ${res.status}`);
}

async function signUp(ctx: LoadContext) {
  const n = ++ctx.counters.signUps;
  const email = `durability-${ctx.runId}-${n}@example.com`;
  const res = await send(ctx, 'POST', '/api/auth/sign-up/email', {
    body: JSON.stringify({
      email,
      password: SIGN_UP_PASSWORD,
      name: '',
      role: n % 3 === 0 ? 'company' : 'advisor',
    }),
  });
  if (res.ok) ctx.ledger.signUps.push(email);
  else note(ctx, 'sign-up', res);
  await res.body?.cancel();
}

/** Signs in when the advisor has no session yet; the new session is an acknowledged write too. */
async function ensureSignedIn(ctx: LoadContext, state: AdvisorState): Promise<boolean> {
  if (state.cookie) return true;
  const res = await send(ctx, 'POST', '/api/auth/sign-in/email', {
    body: JSON.stringify({ email: state.advisor.email, password: state.advisor.password }),
  });
  await res.body?.cancel();
  const token = sessionTokenOf(res);
  if (!res.ok || !token) {
    note(ctx, 'sign-in', res);
    return false;
  }
  ctx.ledger.sessionTokens.push(token);
  state.cookie = res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
  return true;
}

export function profileInput(biography: string): AdvisorProfileInput {
  return {
    firstName: 'Dana',
    lastName: 'Okafor',
    country: 'United Kingdom',
    city: 'London',
    yearsExperience: 22,
    industries: ['Finance', 'Technology'],
    skills: ['Fundraising', 'Risk Management'],
    workPreference: 'part-time',
    compensationPreference: ['paid'],
    availableToWork: ['Remote'],
    hoursAvailable: 16,
    biography,
    hasBeenAdvisorBefore: 'yes',
    advisorExperience: [],
    birthDay: 12,
    birthMonth: 4,
    birthYear: 1970,
  };
}

async function profileSave(ctx: LoadContext, state: AdvisorState) {
  if (!(await ensureSignedIn(ctx, state))) return;
  const marker = `durability save ${ctx.runId}-${++ctx.counters.saves}`;
  ctx.ledger.profileSent(state.advisor.id, marker);
  const res = await send(ctx, 'PUT', '/api/profile', {
    body: JSON.stringify(profileInput(`Board advisor; ${marker}. Chaired two audit committees.`)),
    headers: { cookie: state.cookie! },
  });
  await res.body?.cancel();
  if (res.ok) ctx.ledger.profileAcked(state.advisor.id, marker);
  else if (res.status === 401) state.cookie = undefined;
  else note(ctx, 'profile save', res);
}

async function apply(ctx: LoadContext, state: AdvisorState) {
  const jobId = ctx.jobIds[state.nextJob];
  if (!jobId || !(await ensureSignedIn(ctx, state))) return;
  const res = await send(ctx, 'POST', `/api/jobs/${jobId}/applications`, {
    headers: { cookie: state.cookie! },
  });
  const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
  if (res.ok) {
    ctx.ledger.applications.push({ advisorId: state.advisor.id, jobId });
    state.nextJob++;
  } else if (body?.error?.code === 'ALREADY_APPLIED') {
    // Committed before an earlier kill but never acknowledged: allowed, and nothing to record.
    state.nextJob++;
  } else if (res.status === 401) {
    state.cookie = undefined;
  } else {
    note(ctx, 'application', res);
  }
}

/** Starts an AI match run: a `match-run` job (answered 202 once it is queued); an advisor has one running at a time. */
async function matchRun(ctx: LoadContext, state: AdvisorState) {
  if (!(await ensureSignedIn(ctx, state))) return;
  const res = await send(ctx, 'POST', '/api/matches/runs', { headers: { cookie: state.cookie! } });
  const body = (await res.json().catch(() => null)) as { id?: string } | null;
  if (res.status === 202 && body?.id) ctx.ledger.matchRuns.set(body.id, state.advisor.id);
  else if (res.status === 401) state.cookie = undefined;
  // Past the runs-per-hour limit: refused before anything is queued, nothing to record.
  else if (res.status === 429) return;
  else note(ctx, 'match run', res);
}

/** A run's status as its advisor's poll sees it ('running', 'done', 'failed'), or undefined when unreadable. */
export async function readRunStatus(ctx: LoadContext, state: AdvisorState, runId: string) {
  if (!(await ensureSignedIn(ctx, state))) return undefined;
  const res = await send(ctx, 'GET', `/api/matches/runs/${runId}`, { headers: { cookie: state.cookie! } });
  const body = (await res.json().catch(() => null)) as { status?: string } | null;
  if (res.status === 401) state.cookie = undefined;
  return res.ok ? body?.status : undefined;
}

function nextEvent(state: AdvisorState): DemoEvent {
  const now = Math.floor(Date.now() / 1000);
  if (!state.subscriptionId) {
    // The first purchase: checkout completed, subscription created, first invoice paid.
    const events = demoPurchaseEvents({
      plan: 'monthly',
      userId: state.advisor.id,
      email: state.advisor.email,
      nowSeconds: now,
    });
    const subscription = events[1]!.data.object as { id: string; customer: string };
    state.subscriptionId = subscription.id;
    state.customer = subscription.customer;
    state.pendingEvents.push(...events);
  } else {
    // Then one renewal after another.
    const start = now + ++state.invoicesSent * MONTH_S;
    state.pendingEvents.push(
      demoEvent(
        'invoice.paid',
        demoInvoice({
          subscription: state.subscriptionId,
          customer: state.customer!,
          created: start,
          periodStart: start,
          periodEnd: start + MONTH_S,
          paid: true,
        }),
        start,
      ),
    );
  }
  return state.pendingEvents[0]!;
}

async function webhook(ctx: LoadContext, state: AdvisorState) {
  const event = state.pendingEvents[0] ?? nextEvent(state);
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: ctx.webhookSecret });
  const res = await send(ctx, 'POST', '/api/billing/stripe-webhook', {
    body: payload,
    headers: { 'stripe-signature': signature },
  });
  await res.body?.cancel();
  if (!res.ok) return note(ctx, `webhook ${event.type}`, res);
  state.pendingEvents.shift();
  ctx.ledger.webhookEvents.push(event.id);
  if (event.type === 'checkout.session.completed') ctx.ledger.subscriptions.push(state.subscriptionId!);
}

/** Runs until `stop.stopped`; network failures (the kill) end the worker quietly. */
export async function runWorker(ctx: LoadContext, advisors: AdvisorState[], stop: { stopped: boolean }) {
  while (!stop.stopped) {
    const op = pick(WEIGHTED_OPS);
    const state = pick(advisors);
    try {
      if (op === 'signUp') await signUp(ctx);
      else if (op === 'profileSave') await profileSave(ctx, state);
      else if (op === 'apply') await apply(ctx, state);
      else if (op === 'matchRun') await matchRun(ctx, state);
      else await webhook(ctx, state);
    } catch {
      // The connection broke: the kill (or the server died by itself, which the restart check reports).
      return;
    }
  }
}
