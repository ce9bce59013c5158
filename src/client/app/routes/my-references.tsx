import { MyReferencesPage } from '@client/features/references/components/my-references-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /my-references: the advisor's reference requests (the advisor area's loader applied the guard; decision 046). */
export default function MyReferencesScreen() {
  usePageTitle('References');
  return <MyReferencesPage />;
}
