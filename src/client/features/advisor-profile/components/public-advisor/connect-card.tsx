import { paths } from '@client/lib/paths';
import { CallToActionCard } from '@client/components/public-page/call-to-action-card';

/** "Ready to Connect?": how to reach the advisor, and the way in for a company. */
export function ConnectCard({ firstName, hasCalendly }: { firstName: string; hasCalendly: boolean }) {
  return (
    <CallToActionCard
      id="connect-title"
      title="Ready to Connect?"
      to={paths.auth({ role: 'company' })}
      action="Hire a board advisor"
    >
      {hasCalendly
        ? `Book a first conversation with ${firstName} using the Schedule Meeting link above.`
        : `Reach out to ${firstName} to talk about a board or advisory role.`}
    </CallToActionCard>
  );
}
