import { Check } from 'lucide-react';
import { Button, type ButtonSize } from '@client/components/ui/button';

/** The apply control once the advisor has applied: a disabled 'Applied' (public job page and match dialog). */
export function AppliedButton({
  size = 'md',
  className,
}: {
  size?: ButtonSize;
  className?: string | undefined;
}) {
  return (
    <Button size={size} disabled className={className}>
      <Check aria-hidden />
      Applied
    </Button>
  );
}
