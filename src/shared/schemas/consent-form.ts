// The consent banner's form without JavaScript. Its own file: only the server reads it, so the browser's shared
// schema chunk does not carry it (nor the same-site rule it applies) to every screen.
import { z } from 'zod';
import { sameSitePath } from '../same-site-path';

/**
 * `POST /api/analytics/consent` (form): the consent banner's choice from a browser without JavaScript (decision 018).
 * `return` is where to send the visitor back: a path on this site (same-site-path.ts), else the home page — never
 * another host, and never a refusal that would lose the visitor's choice.
 */
export const ConsentFormSchema = z.object({
  choice: z.enum(['true', 'false']),
  return: z
    .string()
    .default('/')
    .transform((value) => sameSitePath(value) ?? '/'),
});
export type ConsentForm = z.infer<typeof ConsentFormSchema>;
