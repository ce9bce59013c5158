import { useId, useRef, useState } from 'react';
import { Copy, Share2 } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { Button, buttonClasses, type ButtonVariant } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/deferred-dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toaster';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { site } from '@client/lib/site';
import { withShareUtm } from '@client/lib/job-text';

export interface ShareJobTarget {
  id: string;
  title: string;
  companyName: string;
  publicJobSlug: string | null;
}

/** Only what sharing reads: the props an island carries in the page (decision 059) stay small. */
export const shareTargetOf = ({ id, title, companyName, publicJobSlug }: ShareJobTarget): ShareJobTarget => ({
  id,
  title,
  companyName,
  publicJobSlug,
});

/** The role's public URL with the share parameters: what every share channel receives. */
export const shareUrlOf = (job: ShareJobTarget) =>
  withShareUtm(`${site.origin}${paths.job(job.publicJobSlug ?? job.id)}`);

const truncate = (text: string, limit: number) =>
  text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;

/** A Share button and its dialog: Copy Link (with a fallback), LinkedIn, X and Facebook. */
export function ShareJobButton({
  job,
  variant = 'outline',
  className,
}: {
  job: ShareJobTarget;
  variant?: ButtonVariant;
  className?: string;
}) {
  const url = shareUrlOf(job);
  const text = truncate(`${job.title} at ${job.companyName}`, LIMITS.shareDescriptionChars);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link Copied!');
      return;
    } catch {
      // No clipboard permission or not a secure context: fall back to copying the selected field.
    }
    const input = inputRef.current;
    let copied = false;
    if (input) {
      input.focus();
      input.select();
      try {
        // Deprecated, but the only copy path outside a secure context.
        copied = document.execCommand('copy');
      } catch {
        copied = false;
      }
    }
    if (copied) {
      toast.success('Link Copied!');
    } else {
      setCopyFailed(true);
      toast.error('Copy Failed', { description: url });
    }
  };

  const channels = [
    {
      name: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    },
    {
      name: 'X',
      href: `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  ];

  return (
    <Dialog onOpenChange={() => setCopyFailed(false)}>
      <DialogTrigger asChild>
        <Button variant={variant} className={className}>
          <Share2 aria-hidden />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Share this role</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <div className="mt-5 flex flex-col gap-2">
          <Label htmlFor={inputId}>Link to this role</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={inputRef}
              id={inputId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="text-sm"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden />
              Copy Link
            </Button>
          </div>
          {copyFailed ? (
            <p role="alert" className="text-sm text-danger">
              Copying is blocked in this browser. Select the link above and copy it yourself.
            </p>
          ) : null}
        </div>
        <div className="mt-5 flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">Share on</p>
          <ul className="grid grid-cols-3 gap-2">
            {channels.map((channel) => (
              <li key={channel.name}>
                <a
                  href={channel.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonClasses({ variant: 'outline' }), 'w-full')}
                >
                  {channel.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}
