import { useQueryClient } from '@tanstack/react-query';
import { MyApplicationHiring } from '@client/features/hiring/components/my-application-hiring';
import { jobsKeys } from '@client/features/jobs/api/jobs-keys';
import { MyApplicationsPage } from '@client/features/jobs/components/my-applications-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /my-applications: advisors only (the advisor area's loader applied the guard). */
export default function MyApplicationsScreen() {
  usePageTitle('My Applications');
  const queryClient = useQueryClient();
  // Applying again also changes the role pages' "applied" flag: the whole jobs feature is refreshed.
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobsKeys.all });
  return (
    <MyApplicationsPage
      renderHiring={(application) => <MyApplicationHiring application={application} onChanged={refresh} />}
    />
  );
}
