// The body of `POST /api/invitations/{id}/accept`. Accepting applies, so it carries the screening answers and the
// motivation note like applying (decision 049). Kept out of messaging.ts so the screens that load the messaging
// schemas (the header, settings) do not load the answers' schema too.
import { z } from 'zod';
import { ScreeningAnswersSchema } from './screening-answers';

export const InvitationAcceptSchema = z.object({
  /** Accepting applies: the role's screening questions are answered as when applying (decision 049). */
  ...ScreeningAnswersSchema.shape,
  /**
   * The advisor agreed that accepting reveals them to the company: required while their confidential mode is on
   * (decision 044; without it the answer is 409 CONFIRM_REVEAL and nothing changes).
   */
  confirmReveal: z.boolean({ error: 'confirmReveal is true or false.' }).optional(),
});
export type InvitationAccept = z.input<typeof InvitationAcceptSchema>;
