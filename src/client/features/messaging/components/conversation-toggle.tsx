// The conversation beside an applicant card or an application on My Applications: a button that opens it in place.
import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { ConversationPanel } from './conversation-panel';

export function ConversationToggle({ applicationId, label }: { applicationId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const panelId = `conversation-${applicationId}`;
  return (
    <div className="flex w-full flex-col gap-3">
      <div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <MessageSquare aria-hidden />
          {open ? 'Hide messages' : label}
        </Button>
      </div>
      {open ? (
        <div id={panelId}>
          <ConversationPanel applicationId={applicationId} />
        </div>
      ) : null}
    </div>
  );
}
