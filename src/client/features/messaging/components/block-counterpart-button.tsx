// "Block" in a conversation's header: a confirmation in the site's own dialog (not the browser's), then the block.
import { useState } from 'react';
import { Ban } from 'lucide-react';
import { Button } from '@client/components/ui/button';
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
import { useBlockCounterpart } from '../api/messaging-queries';

export function BlockCounterpartButton({
  applicationId,
  counterpartName,
}: {
  applicationId: string;
  counterpartName: string;
}) {
  const [open, setOpen] = useState(false);
  const block = useBlockCounterpart(applicationId);
  const confirm = () =>
    block.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Blocked', { description: `${counterpartName} can no longer contact you.` });
      },
      onError: () => toast.error('Could not block', { description: 'Please try again.' }),
    });
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Ban aria-hidden />
        Block
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>Block {counterpartName}?</DialogTitle>
            <DialogDescription>
              Neither of you can send messages or invitations to the other, and this conversation leaves your
              list. You can unblock them in your settings.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="danger" onClick={confirm} disabled={block.isPending}>
              {block.isPending ? 'Blocking…' : 'Block'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
