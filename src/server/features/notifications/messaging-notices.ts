// What messaging's changes tell people (decisions 029, 044, 053, 061): a new message in a conversation, and an
// invitation to apply sent, accepted or declined. The messaging services make the change and say what happened;
// these functions write the bell notice (title, body, link, what it is about) that `notify` records and mails by the
// recipient's settings inside the caller's transaction.
import type { NotifyInput } from './notify.service';

export type MessagingNotice = Omit<NotifyInput, 'tx'>;

/** A message was sent: one notice to each recipient (the advisor, or each colleague in the company's inbox). */
export function newMessageNotices(message: {
  from: string;
  recipients: string[];
  threadId: string;
  applicationId: string;
  /** How the sender is named to the recipients. */
  senderName: string;
  jobTitle: string;
  /** The message's opening, as the conversation list shows it. */
  preview: string;
}): MessagingNotice[] {
  return message.recipients.map((userId) => ({
    userId,
    from: message.from,
    kind: 'message' as const,
    threadId: message.threadId,
    title: `New message from ${message.senderName}`,
    body: `${message.jobTitle}: ${message.preview}`,
    link: `/messages?thread=${message.applicationId}`,
  }));
}

/** What happened to an invitation to apply. */
export type InvitationChange =
  /** The company invited the advisor (with its note). */
  | { kind: 'sent'; companyName: string; note: string }
  /** The advisor accepted: the application now exists. */
  | { kind: 'accepted'; advisorName: string; applicationId: string }
  /** The advisor declined (and did not block the company). */
  | { kind: 'declined'; advisorName: string; reason: string | null };

/** The notice of an invitation's change, to the other side. */
export function invitationNotice(
  invitation: { id: string; jobId: string; jobTitle: string; to: string; from: string },
  change: InvitationChange,
): MessagingNotice {
  const about = {
    userId: invitation.to,
    from: invitation.from,
    kind: 'invitation' as const,
    invitationId: invitation.id,
  };
  switch (change.kind) {
    case 'sent':
      return {
        ...about,
        title: `${change.companyName} invited you to apply: ${invitation.jobTitle}`,
        body: change.note,
        link: '/my-applications#invitations',
      };
    case 'accepted':
      return {
        ...about,
        title: `${change.advisorName} accepted your invitation: ${invitation.jobTitle}`,
        body: 'Their application is now among your applicants; you can message them from there.',
        link: `/company/applicants?job_id=${invitation.jobId}`,
        applicationId: change.applicationId,
      };
    case 'declined':
      return {
        ...about,
        title: `${change.advisorName} declined your invitation: ${invitation.jobTitle}`,
        body: change.reason ?? '',
        link: '/search-advisors',
      };
  }
}
