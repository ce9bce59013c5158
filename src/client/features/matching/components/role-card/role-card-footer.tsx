import { CalendarDays, Check } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { formatDate } from '@client/lib/job-text';

/** When the role was posted, whether the advisor applied, and Learn More (described by the card's title). */
export function RoleCardFooter({
  postedDate,
  applied,
  titleId,
  onLearnMore,
}: {
  postedDate: string;
  applied: boolean;
  titleId: string;
  onLearnMore: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-hairline pt-4">
      <p className="flex items-center gap-1.5 text-sm text-muted">
        <CalendarDays aria-hidden className="size-4" />
        Posted {formatDate(postedDate)}
      </p>
      <div className="flex items-center gap-3">
        {applied ? (
          <Badge variant="success">
            <Check aria-hidden />
            Applied
          </Badge>
        ) : null}
        <Button variant="secondary" aria-describedby={titleId} onClick={onLearnMore}>
          Learn More
        </Button>
      </div>
    </div>
  );
}
