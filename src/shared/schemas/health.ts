import { z } from 'zod';

/** The job queue at a glance: what to alert on when mail or background work falls behind. */
export const JobQueueHealthSchema = z.object({
  /** Jobs waiting, including those backing off before a retry. */
  backlog: z.number().int(),
  /** Age in seconds of the oldest job that could run now and has not started (0: none). */
  oldestReadySeconds: z.number().int(),
  /** Jobs whose retries ran out, waiting for a person (`npm run jobs`). */
  dead: z.number().int(),
});

export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'down']),
  /** Absent when the database is down (the queue lives in it). */
  jobs: JobQueueHealthSchema.optional(),
});
export type Health = z.infer<typeof HealthSchema>;
