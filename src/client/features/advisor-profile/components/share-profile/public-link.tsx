import { Copy, ExternalLink } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { copyText } from '@client/lib/copy-text';

/** The public link as text, to copy or to open in a new tab. */
export function PublicLink({ publicPath, publicUrl }: { publicPath: string; publicUrl: string }) {
  const copyLink = async () => {
    try {
      await copyText(publicUrl);
      toast.success('Link copied!');
    } catch {
      toast.error('Failed to copy', { description: publicUrl });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm leading-5 font-medium text-ink">Your public link</p>
      <p className="rounded-control border border-hairline bg-surface px-3 py-2 text-sm [overflow-wrap:anywhere] text-body">
        {publicUrl}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copyLink()}>
          <Copy aria-hidden />
          Copy link
        </Button>
        <a
          href={publicPath}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-8 items-center gap-1.5 rounded-control px-3 text-sm font-medium text-accent-strong hover:bg-sunken"
        >
          <ExternalLink aria-hidden className="size-4" />
          Open public page
        </a>
      </div>
    </div>
  );
}
