import { MessagesPage } from '@client/features/messaging/components/messages-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /messages: every signed-in advisor or company (the signed-in area's loader applied the guard). */
export default function MessagesScreen() {
  usePageTitle('Messages');
  return <MessagesPage />;
}
