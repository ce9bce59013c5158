// Contracts of invitations, conversations, notifications and blocks (issue #19), shared by server and forms.
import { z } from 'zod';
import type { Role } from '../constants';

export const MESSAGING_LIMITS = {
  messageMaxLength: 4000,
  invitationNoteMaxLength: 500,
  declineReasonMaxLength: 500,
  /** Messages one user may send per minute and per hour; invitations one company may send per hour and day. */
  messagesPerMinute: 20,
  messagesPerHour: 200,
  invitationsPerHour: 30,
  invitationsPerDay: 100,
  /** Interview proposals and reschedules one company may send per hour and per day (each one mails the advisor). */
  interviewProposalsPerHour: 20,
  interviewProposalsPerDay: 60,
  threadPageSize: 50,
  threadListPageSize: 30,
  notificationsPageSize: 30,
} as const;

export const MESSAGING_MESSAGES = {
  threadNotFound: 'This conversation does not exist or is not yours.',
  threadClosed:
    'This conversation is closed: the application is no longer open, so no new messages can be sent.',
  blocked: 'You cannot contact this person.',
  invitationNotFound: 'This invitation does not exist or is not yours.',
  notificationNotFound: 'This notification does not exist or is not yours.',
  invitationAnswered: 'This invitation has already been answered.',
  alreadyInvited: 'You have already invited this advisor to this position.',
  alreadyApplied: 'This advisor has already applied to this position.',
  positionNotActive: 'Choose one of your active positions.',
  advisorNotFound: 'This advisor could not be found.',
  messageRateLimited: 'You are sending messages too quickly. Please wait a moment and try again.',
  interviewRateLimited: 'You have proposed many interview times recently. Please try again later.',
  notInContact: 'You can only block someone you have an application, invitation or conversation with.',
  invitationRateLimited: 'You have sent many invitations recently. Please try again later.',
  emptyMessage: 'Write a message first.',
  messageTooLong: `Messages can be at most ${MESSAGING_LIMITS.messageMaxLength} characters.`,
} as const;

// --- invitations -------------------------------------------------------------------------------------------

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const InvitationCreateSchema = z.object({
  jobId: z.guid({ error: MESSAGING_MESSAGES.positionNotActive }),
  advisorId: z.guid({ error: MESSAGING_MESSAGES.advisorNotFound }),
  note: z
    .string()
    .trim()
    .max(MESSAGING_LIMITS.invitationNoteMaxLength, {
      error: `The note can be at most ${MESSAGING_LIMITS.invitationNoteMaxLength} characters.`,
    })
    .default(''),
});
export type InvitationCreate = z.input<typeof InvitationCreateSchema>;

export const InvitationDeclineSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(MESSAGING_LIMITS.declineReasonMaxLength, {
      error: `The reason can be at most ${MESSAGING_LIMITS.declineReasonMaxLength} characters.`,
    })
    .optional(),
  /** Also block the company: no further invitations or messages from it. */
  block: z.boolean().optional(),
});
export type InvitationDecline = z.input<typeof InvitationDeclineSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  advisorId: z.string(),
  advisorName: z.string(),
  note: z.string(),
  status: z.enum(INVITATION_STATUSES),
  declineReason: z.string().nullable(),
  applicationId: z.string().nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationListSchema = z.object({ items: z.array(InvitationSchema) });
export type InvitationList = z.infer<typeof InvitationListSchema>;

export const InvitationAcceptedSchema = z.object({ invitation: InvitationSchema, applicationId: z.string() });

/**
 * Why the invite dialog cannot offer a position for this advisor (it says so rather than leaving it out):
 * invited already, applied already, inactive, or taking applications on an external page.
 */
export const INVITE_UNAVAILABLE_REASONS = ['invited', 'applied', 'inactive', 'external'] as const;
export type InviteUnavailableReason = (typeof INVITE_UNAVAILABLE_REASONS)[number];
export const INVITE_UNAVAILABLE_LABELS: Record<InviteUnavailableReason, string> = {
  invited: 'already invited',
  applied: 'already applied',
  inactive: 'inactive',
  external: 'applications go to your own page',
};

/** Every position of the company, for the invite dialog: those it can invite to, and why the others are not. */
export const InvitablePositionsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      invited: z.boolean(),
      applied: z.boolean(),
      isActive: z.boolean(),
      /** null: this advisor can be invited to it. */
      unavailable: z.enum(INVITE_UNAVAILABLE_REASONS).nullable(),
    }),
  ),
});
export type InvitablePositions = z.infer<typeof InvitablePositionsSchema>;

/** `GET /api/invitations/sent`: the company's sent invitations, overall or for one position, by status. */
export const SentInvitationsQuerySchema = z.object({
  jobId: z.guid({ error: 'Choose one of your positions.' }).optional(),
  status: z.enum(INVITATION_STATUSES, { error: 'status must be pending, accepted or declined' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SentInvitationsQuery = z.output<typeof SentInvitationsQuerySchema>;

export const SentInvitationSchema = InvitationSchema.extend({
  respondedAt: z.string().nullable(),
  jobIsActive: z.boolean(),
});
export type SentInvitation = z.infer<typeof SentInvitationSchema>;

export const SentInvitationsSchema = z.object({
  items: z.array(SentInvitationSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  /** Per status, for the chosen position (or overall), whatever the status filter. */
  counts: z.object({ pending: z.number().int(), accepted: z.number().int(), declined: z.number().int() }),
  /** The company's positions that have invitations, for the position filter. */
  positions: z.array(
    z.object({ id: z.string(), title: z.string(), isActive: z.boolean(), sent: z.number().int() }),
  ),
});
export type SentInvitations = z.infer<typeof SentInvitationsSchema>;

// --- conversations -----------------------------------------------------------------------------------------

export const SendMessageSchema = z.object({
  body: z
    .string({ error: MESSAGING_MESSAGES.emptyMessage })
    .trim()
    .min(1, { error: MESSAGING_MESSAGES.emptyMessage })
    .max(MESSAGING_LIMITS.messageMaxLength, { error: MESSAGING_MESSAGES.messageTooLong }),
});
export type SendMessage = z.input<typeof SendMessageSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  body: z.string(),
  mine: z.boolean(),
  createdAt: z.string(),
  /** Only for one's own messages: whether the other side has read it (read receipt). */
  seen: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ThreadSchema = z.object({
  applicationId: z.string(),
  role: z.enum(['advisor', 'company']),
  counterpartName: z.string(),
  jobTitle: z.string(),
  applicationStatus: z.string(),
  closed: z.boolean(),
  blocked: z.boolean(),
  /** Who stopped the conversation: 'me' (the caller blocked; they may unblock), 'them', or null (issue #29). */
  blockedBy: z.enum(['me', 'them']).nullable(),
  messages: z.array(MessageSchema),
  /** Older messages exist before the first one given: ask again with `before` = the first one's createdAt. */
  hasOlder: z.boolean(),
});
export type Thread = z.infer<typeof ThreadSchema>;

export const ThreadQuerySchema = z.object({ before: z.iso.datetime({ offset: true }).optional() });

export const ThreadSummarySchema = z.object({
  applicationId: z.string(),
  counterpartName: z.string(),
  jobTitle: z.string(),
  lastMessageAt: z.string().nullable(),
  lastMessagePreview: z.string().nullable(),
  unread: z.number().int(),
  closed: z.boolean(),
});
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

export const ThreadListSchema = z.object({
  role: z.enum(['advisor', 'company']),
  items: z.array(ThreadSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  /** Conversations left out of the list because the caller blocked the other side (unblock in Settings). */
  hiddenByBlock: z.number().int(),
});
export type ThreadList = z.infer<typeof ThreadListSchema>;

export const ThreadListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const UnreadCountsSchema = z.object({
  messages: z.number().int(),
  notifications: z.number().int(),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

// --- notifications -----------------------------------------------------------------------------------------

/** Every kind of entry in the notification centre (the bell). */
export const NOTIFICATION_KINDS = [
  'invitation',
  'message',
  'status',
  'match',
  'interview',
  'reference',
  'mention',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  invitation: 'Invitations and answers to them',
  message: 'New messages',
  status: 'Application status changes',
  match: 'Match suggestions',
  interview: 'Interview times, bookings and cancellations',
  reference: 'References written for you',
  mention: 'Colleagues mentioning you in private notes',
};
/**
 * The kinds whose e-mail the user chooses on /settings (immediately, daily digest or off): every kind, interviews
 * included (decision 039: an advisor who switches every mail off is not mailed by a company's next reschedule).
 */
export const EMAIL_PREFERENCE_KINDS = NOTIFICATION_KINDS;
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];
export const isEmailPreferenceKind = (kind: string): kind is EmailPreferenceKind =>
  (EMAIL_PREFERENCE_KINDS as readonly string[]).includes(kind);

/**
 * The kinds each side can receive, so /settings offers only those: match suggestions and references reach
 * advisors only; colleagues' mentions in private notes reach company members only.
 */
export const EMAIL_PREFERENCE_KINDS_BY_ROLE = {
  advisor: ['invitation', 'message', 'status', 'match', 'interview', 'reference'],
  company: ['invitation', 'message', 'status', 'interview', 'mention'],
} as const satisfies Record<Role, readonly EmailPreferenceKind[]>;
export const emailPreferenceKindsFor = (role: Role): readonly EmailPreferenceKind[] =>
  EMAIL_PREFERENCE_KINDS_BY_ROLE[role];

export const EMAIL_MODES = ['immediately', 'daily', 'off'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];
export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  immediately: 'Immediately',
  daily: 'Daily digest',
  off: 'Off',
};
export const DEFAULT_EMAIL_MODE: EmailMode = 'immediately';

/**
 * `POST /api/invitations` answers with what will happen, read from the advisor's settings, so the company's toast
 * says only that: always in the app; by e-mail at once, in the daily digest, or not at all.
 */
export const InvitationDeliverySchema = z.object({ inApp: z.literal(true), email: z.enum(EMAIL_MODES) });
export type InvitationDelivery = z.infer<typeof InvitationDeliverySchema>;
export const InvitationSentSchema = InvitationSchema.extend({ delivery: InvitationDeliverySchema });
export type InvitationSent = z.infer<typeof InvitationSentSchema>;

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** One's own kinds only (`EMAIL_PREFERENCE_KINDS_BY_ROLE`): an advisor's answer has no `mention`, a company's no `match`. */
export const NotificationPreferencesSchema = z.partialRecord(
  z.enum(EMAIL_PREFERENCE_KINDS),
  z.enum(EMAIL_MODES),
);
export type NotificationPreferences = Partial<Record<EmailPreferenceKind, EmailMode>>;
/** A kind that is not one's own is refused with 422 (nothing is saved). */
export const NotificationPreferencesUpdateSchema = NotificationPreferencesSchema;

export const UnsubscribeTokenQuerySchema = z.object({ token: z.string().max(300) });

// --- blocks ------------------------------------------------------------------------------------------------

export const BlockCreateSchema = z.object({ userId: z.guid({ error: 'Choose whom to block.' }) });
export const BlockListSchema = z.object({
  items: z.array(z.object({ userId: z.string(), name: z.string(), createdAt: z.string() })),
});
export type BlockList = z.infer<typeof BlockListSchema>;

// --- in "Export my data" -------------------------------------------------------------------------------------

export const ExportedMessagingSchema = z.object({
  invitations: z.array(
    z.object({
      id: z.string(),
      jobTitle: z.string(),
      companyName: z.string(),
      note: z.string(),
      status: z.string(),
      declineReason: z.string().nullable(),
      createdAt: z.string(),
      respondedAt: z.string().nullable(),
    }),
  ),
  conversations: z.array(
    z.object({
      applicationId: z.string(),
      jobTitle: z.string(),
      messages: z.array(z.object({ from: z.enum(['me', 'them']), body: z.string(), sentAt: z.string() })),
    }),
  ),
  notifications: z.array(
    z.object({ kind: z.string(), title: z.string(), body: z.string(), createdAt: z.string() }),
  ),
  emailPreferences: z.record(z.string(), z.string()),
  blocked: z.array(z.object({ userId: z.string(), createdAt: z.string() })),
});
export type ExportedMessaging = z.infer<typeof ExportedMessagingSchema>;
