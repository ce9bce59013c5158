import type { JobCard, MatchResult, UnlockedJobCard } from '@shared/schemas/jobs';
import { LockedRoleCard } from './role-card/locked-role-card';
import { UnlockedRoleCard } from './role-card/unlocked-role-card';

interface RoleCardProps {
  job: JobCard;
  /** AI mode: the score, confidence, reasons and improvement hints of this role. */
  match?: Omit<MatchResult, 'job'>;
  onLearnMore: (job: UnlockedJobCard, match?: Omit<MatchResult, 'job'>) => void;
}

/** One role in a list: a match card (AI mode) or a plain role card (manual mode); locked roles hide details. */
export function RoleCard({ job, match, onLearnMore }: RoleCardProps) {
  return job.locked ? (
    <LockedRoleCard job={job} match={match} />
  ) : (
    <UnlockedRoleCard job={job} match={match} onLearnMore={onLearnMore} />
  );
}
