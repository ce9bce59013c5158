// What My Applications shows of an application's screening (decision 049): the answers as asked and the note. Its
// own file so the schemas every signed-in screen loads (jobs.ts, through saved searches) do not carry the company's
// card schemas (screening-card.ts).
import { z } from 'zod';

/** One answer as the advisor sees it back (My Applications): the question as it was asked. */
export const GivenAnswerSchema = z.object({ prompt: z.string(), value: z.string() });

export const MyApplicationScreeningSchema = z.object({
  answers: z.array(GivenAnswerSchema),
  motivation: z.string().nullable(),
});
export type MyApplicationScreening = z.infer<typeof MyApplicationScreeningSchema>;
