import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { CompanyDashboardPage } from '@client/features/company/components/dashboard-page';
import { usePageTitle } from '@client/lib/use-page-title';

// A position's screening questions and criteria (decision 049), in their own chunk, under the edit form.
const PositionScreeningEditor = lazy(
  () => import('@client/features/screening/components/position-screening-editor'),
);

/** /company/dashboard (the company area's loader applied the guard). */
export default function CompanyDashboardScreen() {
  usePageTitle('Company Dashboard');
  const location = useLocation();
  // What renders inside the position's edit dialog, under its form: its screening questions and criteria.
  return (
    <CompanyDashboardPage
      returnTo={`${location.pathname}${location.search}`}
      renderPositionEditorParts={(positionId) => (
        <Suspense fallback={null}>
          <PositionScreeningEditor positionId={positionId} />
        </Suspense>
      )}
    />
  );
}
