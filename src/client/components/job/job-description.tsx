import { cn } from '@client/lib/cn';

/** Typography for the role description's HTML (paragraphs, headings, lists, links). */
const richText =
  'max-w-prose text-[0.9375rem] leading-7 text-body break-words ' +
  '[&_p]:my-3 [&_p:first-child]:mt-0 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold ' +
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-[0.9375rem] [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold ' +
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1 ' +
  '[&_a]:text-accent-strong [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold [&_strong]:text-ink';

/**
 * The role's description. `html` must be `jobDescription` from the API: the server sanitizes it when a role is
 * saved (allow-listed tags and attributes, no scripts, handlers or embeds), so it is rendered as HTML here.
 */
export function JobDescription({ html, className }: { html: string | null; className?: string }) {
  if (!html?.trim()) return <p className="text-sm text-muted">No description was provided for this role.</p>;
  return <div className={cn(richText, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
