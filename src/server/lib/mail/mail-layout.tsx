/** @jsxRuntime automatic @jsxImportSource react */
// The frame every Boardly e-mail shares: the navy band with the site name, a white card, the heading, paragraphs,
// one gold button (with the bare link under it for clients that break buttons) and a grey footnote. Inline styles
// only: mail clients ignore stylesheets, and mail is outside the site's CSP.
import type { ReactNode } from 'react';
import {
  Body,
  Button,
  Container,
  Heading,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';

const NAVY = '#0F1B2D';
const GOLD = '#B8893B';
const MUTED = '#64748B';

export function MailLayout(props: { siteName: string; preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Preview>{props.preview}</Preview>
      <Body
        style={{
          margin: 0,
          background: '#FAFAF7',
          fontFamily: 'Inter,Segoe UI,Helvetica,Arial,sans-serif',
          color: '#1E293B',
          padding: '32px 16px',
        }}
      >
        <Container
          style={{ maxWidth: 560, background: '#fff', border: '1px solid #E7E5DF', borderRadius: 12 }}
        >
          <Section
            style={{
              background: NAVY,
              borderRadius: '12px 12px 0 0',
              padding: '20px 28px',
              color: '#fff',
              fontSize: 18,
              fontWeight: 600,
            }}
          >
            {props.siteName}
          </Section>
          <Section style={{ padding: 28 }}>{props.children}</Section>
        </Container>
      </Body>
    </Html>
  );
}

export const MailHeading = ({ children }: { children: ReactNode }) => (
  <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px', color: NAVY }}>
    {children}
  </Heading>
);

export const MailParagraph = ({ children }: { children: ReactNode }) => (
  <Text style={{ fontSize: 16, lineHeight: 1.6, margin: '0 0 12px' }}>{children}</Text>
);

export const MailFootnote = ({ children }: { children: ReactNode }) => (
  <Text style={{ color: MUTED, fontSize: 13, marginTop: 24 }}>{children}</Text>
);

/** The call to action; the text twin reads "Label: url". */
export function MailButton({ label, url }: { label: string; url: string }) {
  return (
    <>
      <Section style={{ margin: '28px 0' }}>
        <Button
          href={url}
          data-text-label={label}
          style={{
            background: GOLD,
            color: NAVY,
            padding: '12px 22px',
            borderRadius: 8,
            fontWeight: 600,
            textDecoration: 'none',
          }}
        >
          {label}
        </Button>
      </Section>
      {/* The bare link is for HTML clients that mangle buttons; the text twin already has it. */}
      <Text data-skip-in-text="true" style={{ color: MUTED, fontSize: 13 }}>
        If the button does not work, copy this link into your browser:
        <br />
        <Link href={url} style={{ color: NAVY, wordBreak: 'break-all' }}>
          {url}
        </Link>
      </Text>
    </>
  );
}

/** A plain link whose text twin reads "Label: url" (e.g. the unsubscribe link). */
export const LabelledLink = (props: {
  href: string;
  textLabel: string;
  children: ReactNode;
  color?: string;
}) => (
  <Link
    href={props.href}
    data-text-label={props.textLabel}
    style={{ color: props.color ?? NAVY, textDecoration: 'underline' }}
  >
    {props.children}
  </Link>
);
