// The definitions of /api/hiring's endpoints (createRoute), beside their handlers in hiring.routes.ts (decision 026).
import { createRoute, z } from '@hono/zod-openapi';
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import {
  AssessmentInputSchema,
  AssessmentSchema,
  InterviewBookingInputSchema,
  InterviewMessageInputSchema,
  InterviewOtherTimesInputSchema,
  InterviewProposalInputSchema,
  InterviewSchema,
  ResponsivenessSchema,
  WithdrawalInputSchema,
  WithdrawalSchema,
} from '@shared/schemas/hiring';
import { idParam, jsonAnswer, jsonBody, operation, type OperationInfo } from '../../lib/api-route';

const hiring = (info: Omit<OperationInfo, 'tag'>) => operation({ ...info, tag: 'Hiring' });

const CompanyApplicationParams = z.object({
  id: idParam(
    "The application's id (to one of the company's own positions).",
    COMPANY_ERROR_MESSAGES.applicationNotFound,
  ),
});

export const saveAssessmentRoute = createRoute({
  method: 'put',
  path: '/applications/{id}/assessment',
  ...hiring({
    id: 'saveApplicantAssessment',
    summary: 'Rate an applicant and keep private notes',
    description: 'Private to the company: never shown to the advisor nor in their data export.',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: { params: CompanyApplicationParams, body: jsonBody('AssessmentInput', AssessmentInputSchema) },
  responses: { 200: jsonAnswer('Assessment', AssessmentSchema, 'The saved assessment.') },
});

export const markViewedRoute = createRoute({
  method: 'post',
  path: '/applications/{id}/views',
  ...hiring({
    id: 'markApplicationViewed',
    summary: 'Record that the company opened an applicant',
    description: "The first opening is a step of the application's timeline; later ones change nothing.",
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: { params: CompanyApplicationParams },
  responses: {
    200: jsonAnswer('ApplicationViewed', z.object({ viewedAt: z.string() }), 'When it was first viewed.'),
  },
});

export const withdrawRoute = createRoute({
  method: 'post',
  path: '/my-applications/{id}/withdrawal',
  ...hiring({
    id: 'withdrawMyApplication',
    summary: 'Withdraw one of my applications',
    description:
      'An open application (applied, shortlisted, contacted) only; the company sees the optional reason and is ' +
      'e-mailed. Applying to the role again is possible while it is open.',
    auth: 'advisor',
    errors: ['NOT_FOUND', 'APPLICATION_CLOSED', 'CHANGED_MEANWHILE'],
  }),
  request: {
    params: z.object({ id: idParam("The application's id (one of mine).", 'Application not found.') }),
    body: jsonBody('WithdrawalInput', WithdrawalInputSchema),
  },
  responses: { 200: jsonAnswer('Withdrawal', WithdrawalSchema, 'Withdrawn.') },
});

export const responsivenessRoute = createRoute({
  method: 'get',
  path: '/positions/{jobId}/responsiveness',
  ...hiring({
    id: 'getPositionResponsiveness',
    summary: "The responsiveness of an open role's company",
    description: '`responsiveness` is null until the company has received at least 5 applications.',
    auth: 'anonymous',
    errors: ['NOT_FOUND'],
  }),
  request: {
    params: z.object({
      jobId: idParam("The role's id.", 'Job position not found or no longer available.'),
    }),
  },
  responses: {
    200: jsonAnswer(
      'PositionResponsiveness',
      z.object({ responsiveness: ResponsivenessSchema.nullable() }),
      'The figures, or null.',
    ),
  },
});

const InterviewParams = z.object({
  id: idParam("The interview's id (of one of my applications, either side).", 'Interview not found.'),
});

export const proposeInterviewRoute = createRoute({
  method: 'post',
  path: '/applications/{id}/interviews',
  ...hiring({
    id: 'proposeInterview',
    summary: 'Propose two or three interview times to an applicant',
    description:
      'Slots are wall-clock times in `timeZone`; a meeting link or a place is required. The advisor is e-mailed ' +
      'the times in their own time zone.',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'APPLICATION_CLOSED'],
  }),
  request: {
    params: CompanyApplicationParams,
    body: jsonBody('InterviewProposalInput', InterviewProposalInputSchema),
  },
  responses: { 201: jsonAnswer('Interview', InterviewSchema, 'Proposed.') },
});

export const reproposeInterviewRoute = createRoute({
  method: 'put',
  path: '/interviews/{id}/slots',
  ...hiring({
    id: 'rescheduleInterview',
    summary: 'Propose new times (reschedule)',
    description:
      'A booked time is cancelled in both calendars (METHOD:CANCEL) until the advisor books a new one.',
    auth: 'company',
    errors: ['NOT_FOUND', 'APPLICATION_CLOSED', 'INTERVIEW_CANCELLED'],
  }),
  request: {
    params: InterviewParams,
    body: jsonBody('InterviewProposalInput', InterviewProposalInputSchema),
  },
  responses: { 200: jsonAnswer('Interview', InterviewSchema, 'The new proposal.') },
});

export const bookInterviewRoute = createRoute({
  method: 'post',
  path: '/interviews/{id}/booking',
  ...hiring({
    id: 'bookInterview',
    summary: 'Book one of the proposed times',
    description:
      'Both sides receive a calendar invitation (.ics, METHOD:REQUEST). `timeZone`, when given, is saved on the ' +
      "advisor's profile.",
    auth: 'advisor',
    errors: [
      'NOT_FOUND',
      'APPLICATION_CLOSED',
      'INTERVIEW_CANCELLED',
      'INTERVIEW_NOT_BOOKABLE',
      'SLOT_PASSED',
      'CHANGED_MEANWHILE',
    ],
  }),
  request: { params: InterviewParams, body: jsonBody('InterviewBookingInput', InterviewBookingInputSchema) },
  responses: { 200: jsonAnswer('Interview', InterviewSchema, 'Booked.') },
});

const InterviewChangeSchema = z.object({
  id: z.string(),
  status: z.enum(['new-times-requested', 'cancelled']),
});

export const requestOtherTimesRoute = createRoute({
  method: 'post',
  path: '/interviews/{id}/other-times',
  ...hiring({
    id: 'requestOtherInterviewTimes',
    summary: 'Ask the company for other times',
    auth: 'advisor',
    errors: ['NOT_FOUND', 'APPLICATION_CLOSED', 'INTERVIEW_CANCELLED'],
  }),
  request: {
    params: InterviewParams,
    body: jsonBody('InterviewOtherTimesInput', InterviewOtherTimesInputSchema),
  },
  responses: { 200: jsonAnswer('InterviewChange', InterviewChangeSchema, 'Asked.') },
});

export const cancelInterviewRoute = createRoute({
  method: 'post',
  path: '/interviews/{id}/cancellation',
  ...hiring({
    id: 'cancelInterview',
    summary: 'Cancel an interview (either side)',
    description: 'A booked time is cancelled in both calendars (METHOD:CANCEL).',
    auth: 'signed-in',
    errors: ['NOT_FOUND'],
  }),
  request: { params: InterviewParams, body: jsonBody('InterviewMessageInput', InterviewMessageInputSchema) },
  responses: { 200: jsonAnswer('InterviewChange', InterviewChangeSchema, 'Cancelled.') },
});
