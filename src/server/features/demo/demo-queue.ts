// The demo is seeded before the job queue starts: services that queue work get this queue, which keeps the mails
// it is given (a seed may read a link from one, as a user would) and runs nothing. What the jobs would have done
// happens at start (the application-fits job scores every stale fit then).
import type { MailMessage } from '@server/lib/mailer';
import type { JobQueue } from '@server/lib/queue/job-queue';

export function keepingQueue(kept: MailMessage[] = []): JobQueue {
  const keep = (data: unknown) => {
    const message = (data as { message?: MailMessage }).message;
    if (message) kept.push(message);
  };
  return {
    send: async (_name: string, data: unknown) => {
      keep(data);
      return null;
    },
    sendMany: async (_name: string, jobs: { data: unknown }[]) => {
      for (const job of jobs) keep(job.data);
    },
    wake: () => {},
  } as unknown as JobQueue;
}
