/** @jsxRuntime automatic @jsxImportSource react */
// The saved-search alert e-mail (decision 045), a React Email component with its plain-text twin: the new roles of
// one or more saved searches, each role shown as the advisor's list shows it (in full, or as a locked card on a free
// plan), a link to open each search, one to stop each search's alerts, and the mail's one-click unsubscribe headers.
import { Link, Section, Text } from '@react-email/components';
import {
  LabelledLink,
  MailButton,
  MailFootnote,
  MailHeading,
  MailLayout,
  MailParagraph,
} from '../../lib/mail/mail-layout';
import { type MailTemplate, placeholder, renderMailTemplate } from '../../lib/mail/mail-template';
import { renderMail } from '../../lib/mail/render-mail';
import type { MailMessage } from '../../lib/mailer';
import { unsubscribeHeaders } from '../../lib/unsubscribe-token';

export type AlertRole =
  | { locked: false; title: string; companyName: string; facts: string; url: string }
  | { locked: true; facts: string };

export interface AlertSection {
  name: string;
  searchUrl: string;
  unsubscribeUrl: string;
  roles: AlertRole[];
  /** Roles past the ones listed: the search shows them. */
  more: number;
}

export interface SavedSearchMailInput {
  to: string;
  siteName: string;
  subject: string;
  /** The inbox's preview line (default: the subject). */
  preview?: string;
  intro: string;
  sections: AlertSection[];
  /** Some role is locked: say why and where to unlock it. */
  pricingUrl: string | null;
  settingsUrl: string;
  /** The mail's one-click unsubscribe (List-Unsubscribe): every search this mail is about. */
  unsubscribeAllUrl: string;
}

const MUTED = '#64748B';

function Role({ role }: { role: AlertRole }) {
  if (role.locked) {
    return (
      <Text style={{ margin: '0 0 14px' }}>
        <span style={{ fontWeight: 600 }}>A new role (details on a paid plan)</span>
        <br />
        <span style={{ color: MUTED }}>{role.facts}</span>
      </Text>
    );
  }
  return (
    <Text style={{ margin: '0 0 14px' }}>
      <Link href={role.url} style={{ color: '#0F1B2D', fontWeight: 600, textDecoration: 'underline' }}>
        {`${role.title} at ${role.companyName}`}
      </Link>
      <br />
      <span style={{ color: MUTED }}>{role.facts}</span>
    </Text>
  );
}

export function SavedSearchAlert(input: Omit<SavedSearchMailInput, 'to'>) {
  return (
    <MailLayout siteName={input.siteName} preview={input.preview ?? input.subject}>
      <MailHeading>{input.subject}</MailHeading>
      <MailParagraph>{input.intro}</MailParagraph>
      {input.sections.map((section) => (
        <Section key={section.searchUrl + section.name} style={{ margin: '0 0 18px' }}>
          <Text style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px' }}>{`“${section.name}”`}</Text>
          {section.roles.map((role, index) => (
            <Role key={index} role={role} />
          ))}
          <Text style={{ margin: '0 0 4px', fontSize: 14 }}>
            <LabelledLink href={section.searchUrl} textLabel={`Open “${section.name}”`}>
              {section.more > 0 ? `See ${section.more} more in this search` : 'Open this search'}
            </LabelledLink>
            {' · '}
            <LabelledLink
              href={section.unsubscribeUrl}
              textLabel={`Stop alerts for “${section.name}”`}
              color={MUTED}
            >
              Stop alerts for this search
            </LabelledLink>
          </Text>
        </Section>
      ))}
      {input.pricingUrl ? (
        <>
          <MailParagraph>
            Your free plan shows a role in full when it is among the first two of a search, as the list does.
            A plan shows every role’s company, salary and description, and lets you apply.
          </MailParagraph>
          <MailButton label="See the plans" url={input.pricingUrl} />
        </>
      ) : null}
      <MailFootnote>
        {/* Each link ends its sentence with a space, not a comma: the text twin prints the address there, and a
            comma after it would be read as part of the address. */}
        {'You receive this e-mail because you saved these searches with alerts. '}
        <LabelledLink href={input.settingsUrl} textLabel="Change how often" color={MUTED}>
          Change how often
        </LabelledLink>{' '}
        or{' '}
        <LabelledLink href={input.unsubscribeAllUrl} textLabel="Unsubscribe" color={MUTED}>
          unsubscribe from this e-mail
        </LabelledLink>
      </MailFootnote>
    </MailLayout>
  );
}

export async function savedSearchMail({ to, ...input }: SavedSearchMailInput): Promise<MailMessage> {
  const mail = await renderMail(to, input.subject, <SavedSearchAlert {...input} />);
  return { ...mail, headers: { ...mail.headers, ...unsubscribeHeaders(input.unsubscribeAllUrl) } };
}

/** What differs between the advisors who receive the same role's instant alert with the same locks. */
export interface InstantAlertRecipient {
  to: string;
  subject: string;
  intro: string;
  unsubscribeAllUrl: string;
  sections: Pick<AlertSection, 'name' | 'searchUrl' | 'unsubscribeUrl'>[];
}

/**
 * The instant alert of one role, rendered once for every advisor whose searches show it with the same locks
 * (`roles[i]` is the role as section i shows it): each advisor's words are filled in (lib/mail/mail-template.ts).
 * The preview line names the role, the same for all; the subject (a header, not rendered) is each advisor's.
 */
export async function instantAlertTemplate(
  shape: Pick<SavedSearchMailInput, 'siteName' | 'preview' | 'pricingUrl' | 'settingsUrl'> & {
    roles: AlertRole[];
  },
): Promise<(recipient: InstantAlertRecipient) => MailMessage> {
  const slot = (section: number, field: number) => placeholder(3 + section * 3 + field);
  const template: MailTemplate = await renderMailTemplate(
    <SavedSearchAlert
      siteName={shape.siteName}
      subject={placeholder(0)}
      preview={shape.preview}
      intro={placeholder(1)}
      unsubscribeAllUrl={placeholder(2)}
      pricingUrl={shape.pricingUrl}
      settingsUrl={shape.settingsUrl}
      sections={shape.roles.map((role, index) => ({
        name: slot(index, 0),
        searchUrl: slot(index, 1),
        unsubscribeUrl: slot(index, 2),
        roles: [role],
        more: 0,
      }))}
    />,
  );
  return (recipient) => {
    if (recipient.sections.length !== shape.roles.length) throw new Error('instant alert: sections differ');
    return template.fill(
      {
        to: recipient.to,
        subject: recipient.subject,
        headers: unsubscribeHeaders(recipient.unsubscribeAllUrl),
      },
      [
        recipient.subject,
        recipient.intro,
        recipient.unsubscribeAllUrl,
        ...recipient.sections.flatMap((section) => [section.name, section.searchUrl, section.unsubscribeUrl]),
      ],
    );
  };
}
