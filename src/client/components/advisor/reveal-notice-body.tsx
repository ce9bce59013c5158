// The notice itself: shown only while the advisor's confidential mode is on (decision 044).
import { useQuery } from '@tanstack/react-query';
import { EyeOff } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { confidentialityQueryOptions } from '@client/lib/confidentiality-query';

export default function RevealNoticeBody({
  companyName,
  className,
}: {
  companyName: string;
  className?: string;
}) {
  const setting = useQuery(confidentialityQueryOptions());
  if (!setting.data?.enabled) return null;
  return (
    <p role="note" className={cn('flex items-start gap-2 text-sm', className)}>
      <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">Confidential mode is on.</strong> Applying reveals your name, photo
        and experience to {companyName || 'this company'}; other companies still see you anonymised.
      </span>
    </p>
  );
}
