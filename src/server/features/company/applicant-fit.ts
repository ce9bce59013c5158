// Each applicant's fit to the position they applied to, with the advisor's own matching engine, bands and
// reasons (decision 017), written in the third person for the company. The engine reads only the matching
// columns (matching-input.ts): no contact detail or other private field can reach the explanation.
import type { MatchFit } from '@shared/schemas/jobs';
import { buildJobIndex, inThirdPerson, scoreJob, type JobForMatching } from '../matching/engine';
import { toAdvisorForMatching, type MatchingProfileRow } from '../matching/matching-input';

export function fitOfApplicants<Row extends MatchingProfileRow & { advisorId: string }>(
  job: JobForMatching,
  rows: readonly Row[],
): Map<string, MatchFit> {
  const index = buildJobIndex([job]);
  const fits = new Map<string, MatchFit>();
  for (const row of rows) {
    const result = scoreJob(toAdvisorForMatching(row), job, { index });
    fits.set(row.advisorId, {
      score: result.score,
      confidence: result.confidence,
      reasons: result.reasons.map(inThirdPerson),
      tensions: result.tensions.map(inThirdPerson),
    });
  }
  return fits;
}
