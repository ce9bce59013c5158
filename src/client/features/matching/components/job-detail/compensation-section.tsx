// A match's compensation in context (decision 051): read when the role's details open; nothing while loading or
// when the role offers neither equity nor pay (a failed read shows nothing either: the rest of the dialog stands).
import { useQuery } from '@tanstack/react-query';
import { CompensationContextNote } from '@client/components/job/compensation-context';
import { matchingApi } from '../../api/matching-api';
import { matchingKeys } from '../../api/matching-keys';

export function CompensationSection({ jobId }: { jobId: string }) {
  const query = useQuery({
    queryKey: matchingKeys.compensation(jobId),
    queryFn: () => matchingApi.getCompensationContext(jobId),
    retry: false,
  });
  return <CompensationContextNote context={query.data} />;
}
