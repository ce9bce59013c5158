/** @jsxRuntime automatic @jsxImportSource react */
// The weekly e-mail of new roles, a React Email component (decision 021) with a plain-text twin; the opt-out link
// is in both. `weeklySuggestionsNotice` is what the weekly pass tells an advisor (decisions 006, 053, 061): the bell
// entry, as a match suggestion, with this mail.
import { Link, Section, Text } from '@react-email/components';
import {
  LabelledLink,
  MailButton,
  MailFootnote,
  MailHeading,
  MailLayout,
  MailParagraph,
} from '../../lib/mail/mail-layout';
import { renderMail } from '../../lib/mail/render-mail';
import type { MailMessage } from '../../lib/mailer';
import type { NotifyInput } from './notify.service';

export interface SuggestedRole {
  title: string;
  companyName: string;
  location: string | null;
  url: string;
}

export interface WeeklySuggestionsInput {
  to: string;
  siteName: string;
  firstName: string | null;
  roles: SuggestedRole[];
  matchesUrl: string;
  unsubscribeUrl: string;
}

const subjectFor = (count: number) =>
  `${count} new board ${count === 1 ? 'role' : 'roles'} for you this week`;

export function WeeklySuggestions(input: Omit<WeeklySuggestionsInput, 'to'>) {
  const count = input.roles.length;
  const subject = subjectFor(count);
  return (
    <MailLayout siteName={input.siteName} preview={subject}>
      <MailHeading>{subject}</MailHeading>
      <MailParagraph>{input.firstName ? `Hello ${input.firstName},` : 'Hello,'}</MailParagraph>
      <MailParagraph>
        {`Here ${count === 1 ? 'is the new role' : `are the ${count} newest roles`} posted this week in your industries.`}
      </MailParagraph>
      <Section>
        {input.roles.map((role) => (
          <Text key={role.url} style={{ margin: '0 0 14px' }}>
            <Link href={role.url} style={{ color: '#0F1B2D', fontWeight: 600, textDecoration: 'underline' }}>
              {role.title}
            </Link>
            <br />
            <span style={{ color: '#64748B' }}>
              {role.companyName}
              {role.location ? ` · ${role.location}` : ''}
            </span>
          </Text>
        ))}
      </Section>
      <MailButton label="See all your matches" url={input.matchesUrl} />
      <MailFootnote>
        {`You receive this weekly e-mail with your ${input.siteName} plan. `}
        <LabelledLink href={input.unsubscribeUrl} textLabel="Unsubscribe" color="#64748B">
          Unsubscribe from these e-mails
        </LabelledLink>
        {/* No full stop after the link: in the text twin it would stick to the URL. */}
      </MailFootnote>
    </MailLayout>
  );
}

export const weeklySuggestionsMail = ({ to, ...input }: WeeklySuggestionsInput): Promise<MailMessage> =>
  renderMail(to, subjectFor(input.roles.length), <WeeklySuggestions {...input} />);

/** The week's suggestions for one advisor: the bell entry and its mail (rendered now, before the claim). */
export async function weeklySuggestionsNotice(
  site: { siteName: string; appUrl: string },
  suggestion: {
    userId: string;
    email: string;
    firstName: string | null;
    roles: SuggestedRole[];
    unsubscribeUrl: string;
  },
): Promise<Omit<NotifyInput, 'tx'>> {
  const { roles } = suggestion;
  const mail = await weeklySuggestionsMail({
    to: suggestion.email,
    siteName: site.siteName,
    firstName: suggestion.firstName,
    roles,
    matchesUrl: `${site.appUrl}/advisor-matchmaking`,
    unsubscribeUrl: suggestion.unsubscribeUrl,
  });
  return {
    userId: suggestion.userId,
    from: null,
    kind: 'match',
    title: `${roles.length} new ${roles.length === 1 ? 'role matches' : 'roles match'} your profile`,
    body: roles.map((role) => role.title).join(' · '),
    link: '/advisor-matchmaking',
    mail,
  };
}
