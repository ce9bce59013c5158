import { BriefcaseBusiness, CalendarDays, FileText } from 'lucide-react';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { buttonClasses } from '@client/components/ui/button';

const quickLinkClasses = buttonClasses({ variant: 'outline', size: 'sm' });

/** The advisor's Calendly, LinkedIn and resume links, or a nudge to add them. */
export function QuickLinks({ profile }: { profile: MyProfile }) {
  const links = [
    profile.calendlyLink ? { href: profile.calendlyLink, label: 'Calendly', icon: CalendarDays } : null,
    profile.linkedinUrl ? { href: profile.linkedinUrl, label: 'LinkedIn', icon: BriefcaseBusiness } : null,
    profile.resumeUrl ? { href: profile.resumeUrl, label: 'Resume', icon: FileText } : null,
  ].filter((link) => link !== null);
  if (links.length === 0) {
    return (
      <p className="text-sm text-muted">
        Add your LinkedIn, Calendly link and resume so companies can take the next step.
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Your links">
      {links.map(({ href, label, icon: Icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={quickLinkClasses}>
            <Icon aria-hidden />
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
