import { Mail } from 'lucide-react';
import { SectionHeading, landingContainer } from './section-heading';

export function ContactSection({ supportEmail }: { supportEmail: string }) {
  return (
    <section aria-labelledby="contact-title" className="border-t border-hairline bg-card py-20 sm:py-24">
      <div className={landingContainer}>
        <div className="flex flex-col items-start gap-8 md:flex-row md:items-center md:justify-between">
          <SectionHeading
            id="contact-title"
            eyebrow="Contact"
            title="Questions before you begin?"
            lead="Whether you are weighing your first advisory role or building a board from scratch, we are happy to help."
          />
          <a
            href={`mailto:${supportEmail}`}
            className="group flex w-full items-center gap-4 rounded-card border border-hairline bg-surface p-5 pr-7 shadow-soft transition-colors hover:border-accent/60 sm:w-auto"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-ink text-accent">
              <Mail aria-hidden="true" className="size-5" />
            </span>
            <span className="flex flex-col">
              <span className="text-sm text-muted">Email us at</span>
              <span className="font-medium break-all text-ink underline-offset-4 group-hover:underline">
                {supportEmail}
              </span>
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
