import { useState } from 'react';
import { Copy, Download, ExternalLink, TriangleAlert } from 'lucide-react';
import type { Badge, MyProfile } from '@shared/schemas/advisor-profile';
import { Button, buttonClasses } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/deferred-dialog';
import { toast } from '@client/components/ui/toaster';
import { badgeFileName, downloadBadge } from '../lib/badge-file';
import { copyText } from '@client/lib/copy-text';

interface BadgeDialogProps {
  badge: Badge | null;
  profile: Pick<MyProfile, 'firstName' | 'lastName' | 'isPublic'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMakePublic: () => void;
  makingPublic: boolean;
}

/** The post text carries the profile link; the server's text may already end with it. */
export const postText = (badge: Badge) =>
  badge.shareText.includes(badge.profileUrl) ? badge.shareText : `${badge.shareText}\n\n${badge.profileUrl}`;

/** Preview of the generated badge with Download Badge, Copy Post Text, View Public Profile and Close. */
export function BadgeDialog({
  badge,
  profile,
  open,
  onOpenChange,
  onMakePublic,
  makingPublic,
}: BadgeDialogProps) {
  const [downloading, setDownloading] = useState(false);
  if (!badge) return null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadBadge(badge.badgeUrl, badgeFileName(profile.firstName, profile.lastName));
      toast.success('Badge downloaded successfully!');
    } catch (error) {
      console.error('Badge download failed', error);
      toast.error('Download failed', { description: 'Please try again.' });
    } finally {
      setDownloading(false);
    }
  };

  const copyPost = async () => {
    try {
      await copyText(postText(badge));
      toast.success('Post text copied to clipboard!');
    } catch {
      toast.error('Copy failed - Please try again.');
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" hideCloseButton>
        <DialogHeader className="pr-0">
          <DialogTitle>Your advisor badge</DialogTitle>
          <DialogDescription>
            Share it on LinkedIn or X. The link in your post opens your public profile.
          </DialogDescription>
        </DialogHeader>

        {profile.isPublic ? null : (
          <div
            role="alert"
            className="mt-4 flex flex-col gap-3 rounded-control border border-warning/25 bg-warning-soft p-3.5 text-sm text-warning sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="flex items-start gap-2">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              Your profile is not public. People who follow the badge link will see “Profile Not Found” until
              you make it public.
            </p>
            <Button variant="outline" size="sm" onClick={onMakePublic} loading={makingPublic}>
              Make profile public
            </Button>
          </div>
        )}

        <div className="mx-auto mt-5 w-full max-w-md overflow-hidden rounded-card border border-hairline bg-ink">
          <img
            src={badge.badgeUrl}
            alt={`Advisor badge for ${[profile.firstName, profile.lastName].filter(Boolean).join(' ')}`}
            width={586}
            height={500}
            className="block h-auto w-full"
          />
        </div>

        <div className="mt-5">
          <p className="text-xs font-medium tracking-wide text-muted uppercase">Post text</p>
          <p className="mt-2 rounded-control border border-hairline bg-surface p-3 text-sm leading-6 whitespace-pre-line [overflow-wrap:anywhere] text-body">
            {postText(badge)}
          </p>
        </div>

        <DialogFooter className="flex-wrap">
          <DialogClose asChild>
            <Button variant="ghost">Close</Button>
          </DialogClose>
          <a
            href={badge.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline' })}
          >
            <ExternalLink aria-hidden />
            View Public Profile
          </a>
          <Button variant="outline" onClick={() => void copyPost()}>
            <Copy aria-hidden />
            Copy Post Text
          </Button>
          <Button onClick={() => void download()} loading={downloading}>
            {downloading ? null : <Download aria-hidden />}
            Download Badge
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
