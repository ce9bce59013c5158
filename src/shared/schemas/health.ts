import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'down']),
});
export type Health = z.infer<typeof HealthSchema>;
