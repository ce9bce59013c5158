// Development only (never mounted in production, like /dev/mailbox): run the daily no-ghosting pass now, as if
// it were a given day, so a demo or a browser journey can show a deadline closure without waiting three weeks.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { runDeadlinePass } from './deadlines.service';

const PassSchema = z.object({ at: z.iso.datetime({ offset: true }), jobId: z.uuid().optional() });

export function hiringDevRoutes(deps: AppDeps) {
  return new Hono().post('/deadline-pass', async (c) => {
    const parsed = PassSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      throw new AppError('BAD_REQUEST', 'Send {"at": "<ISO date-time>", "jobId": "<optional position id>"}.');
    }
    const done = await runDeadlinePass(
      {
        db: deps.db,
        queue: deps.queue,
        site: { siteName: deps.env.SITE_NAME, appUrl: deps.env.APP_URL },
        notifyEnv: deps.env,
      },
      { now: new Date(parsed.data.at), jobId: parsed.data.jobId },
    );
    return c.json(done, 200);
  });
}
