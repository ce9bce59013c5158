// The demo company's board (decision 051), saved through the same service as the Board matrix page: three members,
// one term ending within 12 months, and gaps the demo advisor fills (strategy, M&A, risk) — so search and matching
// show "fills your gaps". Its positions state advisory equity, shown against the FAST grid for its Series A stage.
import { eq, inArray } from 'drizzle-orm';
import { addMonths, dayOf } from '@shared/board-matrix';
import type { Db } from '@server/db/client';
import { jobs } from '@server/db/schema';
import { saveBoardMatrix } from '../board-matrix/board-matrix.service';
import { keepingQueue } from './demo-queue';

export async function seedDemoBoardMatrix(
  db: Db,
  {
    companyUser,
    positionIds,
  }: { companyUser: { id: string; email: string }; positionIds: readonly string[] },
) {
  const now = new Date();
  const today = dayOf(now);
  await saveBoardMatrix(
    { db, now, queue: keepingQueue() },
    {
      actor: { id: companyUser.id, email: companyUser.email, role: 'company', emailVerified: true },
      input: {
        members: [
          {
            name: 'Daniel Okafor',
            skills: ['Operations', 'Technology', 'Product Development'],
            termEndsOn: null,
          },
          { name: 'S. M.', skills: ['Fundraising', 'Financial Management'], termEndsOn: addMonths(today, 5) },
          { name: 'Lena Park', skills: ['Legal', 'Compliance'], termEndsOn: addMonths(today, 20) },
        ],
        targetSkills: ['Mergers & Acquisitions', 'Risk Management'],
      },
    },
  );
  // The demo positions were inserted by the seed itself; they state the equity a company would type on the form.
  if (positionIds.length) {
    await db
      .update(jobs)
      .set({ equityBps: 25, compensationType: 'equity' })
      .where(inArray(jobs.id, [...positionIds]));
    await db
      .update(jobs)
      .set({ equityBps: 50, monthlyFee: 2000, feeCurrency: 'USD', compensationType: 'combination' })
      .where(eq(jobs.id, positionIds[0]!));
  }
}
