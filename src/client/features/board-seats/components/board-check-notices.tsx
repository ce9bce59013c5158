// The overboarding notice and the conflict flags (decision 050), in the three places they show: the advisor's apply
// screen, the company's invite dialog and the applicant card (whose check arrives with the applicants page). They
// inform and never block; each loads with this chunk only when its screen has something to show.
import { AlertTriangle, Info, Scale } from 'lucide-react';
import { ordinal } from '@shared/overboarding';
import type { BoardCheck } from '@shared/schemas/board-seats';
import { cn } from '@client/lib/cn';
import { useCheckBeforeApplying, useCheckBeforeInviting } from '../api/board-seats-queries';

/** The check as a short block: the notices that reach or pass a limit, then each conflict with its fact. */
export function BoardCheckNotice({
  check,
  reader,
  className,
}: {
  check: BoardCheck;
  reader: 'advisor' | 'company';
  className?: string;
}) {
  const notices = check.overboarding?.notices.filter((notice) => notice.level !== 'within') ?? [];
  const within = check.overboarding && notices.length === 0 ? check.overboarding : null;
  if (notices.length === 0 && check.conflicts.length === 0 && !within) return null;
  return (
    <section
      aria-label={reader === 'advisor' ? 'Before you apply' : 'Board seats check'}
      className={cn('flex flex-col gap-2 text-sm', className)}
    >
      {notices.map((notice) => (
        <p
          key={`${notice.policy}-${notice.sentence}`}
          className="flex items-start gap-2 rounded-control border border-warning/30 bg-warning-soft px-3 py-2 text-ink"
        >
          <Scale aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            {notice.sentence}{' '}
            <a href={notice.sourceUrl} target="_blank" rel="noreferrer noopener" className="underline">
              {notice.policy} policy
            </a>
          </span>
        </p>
      ))}
      {within ? (
        <p className="flex items-start gap-2 text-muted">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {reader === 'advisor' ? 'This would be your' : 'This role would be their'}{' '}
            {ordinal(within.listedBoards + 1)} listed board, within the proxy advisers’ limits.
          </span>
        </p>
      ) : null}
      {check.conflicts.length > 0 ? (
        <div className="flex flex-col gap-1.5 rounded-control border border-danger/25 bg-danger-soft px-3 py-2 text-ink">
          <p className="flex items-center gap-2 font-medium">
            <AlertTriangle aria-hidden className="size-4 shrink-0 text-danger" />
            Possible conflict
          </p>
          <ul className="flex list-disc flex-col gap-1 pl-6">
            {check.conflicts.map((flag) => (
              <li key={flag.fact}>{flag.fact}</li>
            ))}
          </ul>
          <p className="text-xs text-muted">
            {reader === 'advisor'
              ? 'For your information: you can still apply. The company sees flags from the seats you show.'
              : 'For your information: nothing is blocked. Interlocking directorates between competitors can be unlawful.'}
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** The advisor's apply screen: shown above Apply once the role's dialog is open. */
export function AdvisorApplyCheck({ jobId }: { jobId: string }) {
  const check = useCheckBeforeApplying(jobId);
  return check.data ? <BoardCheckNotice check={check.data} reader="advisor" /> : null;
}

/** The company's invite dialog, for the position chosen. */
export function InviteCheck({ advisorId, jobId }: { advisorId: string; jobId: string }) {
  const check = useCheckBeforeInviting(advisorId, jobId);
  return check.data ? <BoardCheckNotice check={check.data} reader="company" /> : null;
}
