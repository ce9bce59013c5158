// The hiring process (decision 026, 027): the company's assessment, views and interview proposals, the advisor's
// withdrawal and interview answers, the public responsiveness figures and the development deadline pass.
import { z } from 'zod';
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
import { pathParam } from '../support/fuzz-requests';
import type { Actor, FuzzRoute } from '../support/fuzz-route';

const companies: Actor[] = ['anonymous', 'forged', 'advisor', 'company', 'company', 'company'];
const advisors: Actor[] = ['anonymous', 'forged', 'company', 'advisor', 'advisor', 'subscriber'];
const InterviewChangeSchema = z.object({
  id: z.string(),
  status: z.enum(['new-times-requested', 'cancelled']),
});
const proposal = () => ({
  timeZone: 'Europe/Berlin',
  durationMinutes: 45,
  slots: [{ startsAt: '2099-05-04T10:00' }, { startsAt: '2099-05-05T10:00' }],
  meetingUrl: 'https://meet.example.com/fuzz',
});

export const hiringCompanyCases: FuzzRoute[] = [
  {
    method: 'PUT',
    path: '/api/hiring/applications/:id/assessment',
    actors: companies,
    params: { id: (w) => pathParam(w.ids.applications) },
    body: { schema: AssessmentInputSchema, example: () => ({ rating: 3, notes: 'Fuzz note' }) },
    responses: { 200: AssessmentSchema },
  },
  {
    method: 'POST',
    path: '/api/hiring/applications/:id/views',
    actors: companies,
    params: { id: (w) => pathParam(w.ids.applications) },
    responses: { 200: z.object({ viewedAt: z.string() }) },
  },
  {
    method: 'POST',
    path: '/api/hiring/applications/:id/interviews',
    actors: companies,
    params: { id: (w) => pathParam(w.ids.applications) },
    body: { schema: InterviewProposalInputSchema, example: proposal },
    responses: { 201: InterviewSchema },
  },
  {
    method: 'PUT',
    path: '/api/hiring/interviews/:id/slots',
    actors: companies,
    body: { schema: InterviewProposalInputSchema, example: proposal },
    responses: { 200: InterviewSchema },
  },
  {
    method: 'POST',
    path: '/api/hiring/interviews/:id/cancellation',
    actors: [...companies, 'advisor'],
    body: { schema: InterviewMessageInputSchema, example: () => ({ message: 'Sorry' }) },
    responses: { 200: InterviewChangeSchema },
  },
];

export const hiringAdvisorCases: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/api/hiring/my-applications/:id/withdrawal',
    actors: advisors,
    params: { id: (w) => pathParam(w.ids.applications) },
    body: { schema: WithdrawalInputSchema, example: () => ({ reason: 'Another seat' }) },
    responses: { 200: WithdrawalSchema },
  },
  {
    method: 'POST',
    path: '/api/hiring/interviews/:id/booking',
    actors: advisors,
    body: {
      schema: InterviewBookingInputSchema,
      example: () => ({ slotId: '00000000-0000-4000-8000-000000000000', timeZone: 'Europe/Berlin' }),
    },
    responses: { 200: InterviewSchema },
  },
  {
    method: 'POST',
    path: '/api/hiring/interviews/:id/other-times',
    actors: advisors,
    body: {
      schema: InterviewOtherTimesInputSchema,
      example: () => ({
        message: 'Afternoons?',
        timeZone: 'Europe/Berlin',
        suggestedTimes: ['2031-01-14T15:00'],
      }),
    },
    responses: { 200: InterviewChangeSchema },
  },
];

export const hiringPublicCases: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/api/hiring/positions/:jobId/responsiveness',
    actors: ['anonymous', 'advisor', 'company'],
    params: { jobId: (w) => pathParam(w.ids.jobs) },
    responses: { 200: z.object({ responsiveness: ResponsivenessSchema.nullable() }) },
  },
  {
    method: 'POST',
    path: '/dev/hiring/deadline-pass',
    actors: ['anonymous'],
    body: { schema: z.object({ at: z.string() }), example: () => ({ at: new Date().toISOString() }) },
    responses: { 200: z.object({ reminders: z.number(), closed: z.number() }) },
  },
];
