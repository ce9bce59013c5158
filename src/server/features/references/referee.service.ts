// The referee's side (decision 046): the link from the mail opens a public page with no account; what it shows
// depends only on the request the signed token names. An unknown, expired, withdrawn, replaced or already used link
// is answered with its state (the page says what to do) and changes nothing; a valid one takes the reference once.
import { and, eq, gt } from 'drizzle-orm';
import { RefereeSubmissionSchema } from '@shared/schemas/references';
import type { FieldIssue } from '@shared/errors';
import type { Db } from '../../db/client';
import { referenceRequests } from '../../db/schema';
import type { Env } from '../../env';
import type { JobQueue } from '../../lib/queue/job-queue';
import { notify } from '../notifications/notify.service';
import { referenceSubmittedNotice } from '../notifications/reference-notices';
import { readReferenceToken, sameHash } from './reference-link';
import { advisorNameOf } from './references.service';

type ReferenceRow = typeof referenceRequests.$inferSelect;

export type ClosedLinkState = 'unknown' | 'expired' | 'withdrawn' | 'replaced' | 'used';

export type ReferenceLinkState =
  | { state: ClosedLinkState; advisorName: string | null }
  | { state: 'open'; advisorName: string; request: ReferenceRow };

/** What the link in the mail leads to, read without changing anything. */
export async function openReferenceLink(
  deps: { db: Db; env: Pick<Env, 'AUTH_SECRET'>; now: Date },
  { token }: { token: string },
): Promise<ReferenceLinkState> {
  const read = readReferenceToken(deps.env.AUTH_SECRET, token.slice(0, 300));
  if (!read) return { state: 'unknown', advisorName: null };
  const row = await deps.db.query.referenceRequests.findFirst({
    where: eq(referenceRequests.id, read.requestId),
  });
  if (!row) return { state: 'unknown', advisorName: null };
  const advisorName = await advisorNameOf(deps.db, row.advisorUserId);
  if (row.status === 'withdrawn') return { state: 'withdrawn', advisorName };
  if (row.status !== 'pending') return { state: 'used', advisorName };
  if (!sameHash(row.tokenHash, read.tokenHash)) return { state: 'replaced', advisorName };
  if (row.expiresAt <= deps.now) return { state: 'expired', advisorName };
  return { state: 'open', advisorName, request: row };
}

export type ReferenceSubmissionResult =
  | Exclude<ReferenceLinkState, { state: 'open' }>
  | {
      state: 'invalid';
      advisorName: string;
      request: ReferenceRow;
      issues: FieldIssue[];
      values: Record<string, string>;
    }
  | { state: 'submitted'; advisorName: string };

const field = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value.slice(0, 20_000) : '';
};

/**
 * The referee's form: the same link check as opening it, then the fields; stored once (the row must still be pending
 * with this link's hash and unexpired when it is written), and the advisor is told through notify.
 */
export async function submitReference(
  deps: {
    db: Db;
    queue: JobQueue;
    env: Pick<Env, 'APP_URL' | 'AUTH_SECRET' | 'SITE_NAME' | 'MESSAGE_MAIL_QUIET_SECONDS'>;
    now: Date;
  },
  { form }: { form: Record<string, unknown> },
): Promise<ReferenceSubmissionResult> {
  const values = {
    token: field(form, 'token'),
    confirmedName: field(form, 'confirmedName'),
    confirmedRelationship: field(form, 'confirmedRelationship'),
    body: field(form, 'body'),
    confirm: field(form, 'confirm'),
  };
  const link = await openReferenceLink(deps, { token: values.token });
  if (link.state !== 'open') return link;
  const parsed = RefereeSubmissionSchema.safeParse(values);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return { state: 'invalid', advisorName: link.advisorName, request: link.request, issues, values };
  }
  const input = parsed.data;
  const written = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(referenceRequests)
      .set({
        status: 'submitted',
        body: input.body,
        confirmedName: input.confirmedName,
        confirmedRelationship: input.confirmedRelationship,
        submittedAt: deps.now,
        tokenHash: null,
        updatedAt: deps.now,
      })
      .where(
        and(
          eq(referenceRequests.id, link.request.id),
          eq(referenceRequests.status, 'pending'),
          eq(referenceRequests.tokenHash, link.request.tokenHash ?? ''),
          gt(referenceRequests.expiresAt, deps.now),
        ),
      )
      .returning({ id: referenceRequests.id });
    if (!updated) return false;
    await notify(
      { db: deps.db, queue: deps.queue, env: deps.env, now: deps.now },
      {
        tx,
        ...referenceSubmittedNotice({
          requestId: link.request.id,
          advisorUserId: link.request.advisorUserId,
          confirmedName: input.confirmedName,
        }),
      },
    );
    return true;
  });
  // Lost a race with a second submission or a withdrawal in the same instant: the link is used now.
  if (!written) return { state: 'used', advisorName: link.advisorName };
  return { state: 'submitted', advisorName: link.advisorName };
}
