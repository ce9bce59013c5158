import { Award } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** The social badge: what it is, and Generate Badge (the card opens the badge dialog with the result). */
export function SocialBadgeSection({
  generating,
  onGenerate,
}: {
  generating: boolean;
  onGenerate: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 border-t border-hairline pt-5">
      <div>
        <p className="text-sm font-medium text-ink">Social badge</p>
        <p className="mt-1 text-sm text-muted">An image for LinkedIn or X that links to your profile.</p>
      </div>
      <Button variant="secondary" onClick={onGenerate} loading={generating}>
        {generating ? null : <Award aria-hidden />}
        {generating ? 'Generating Badge...' : 'Generate Badge'}
      </Button>
    </div>
  );
}
