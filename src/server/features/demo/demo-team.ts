// The demo company's colleagues (issue #33, decision 048): besides its owner (the company login), a hiring member
// and an interviewer assigned to the newest position, each with their own login, as accepting an invitation leaves
// them: the accepted invitation, the membership, the assignment and their audit entries.
import { createUser } from '@tests/factories/users';
import type { Db } from '../../db/client';
import { companyInvitations, companyMembers, companyPositionAssignments } from '../../db/schema';
import { recordCompanyChange } from '../../lib/company-audit';

export const DEMO_TEAM_LOGINS = [
  { role: 'company hiring member', email: 'hiring@boardly.example', name: 'Ruth Mensah', member: 'hiring' },
  {
    role: 'company interviewer',
    email: 'interviewer@boardly.example',
    name: 'Tomás Ferreira',
    member: 'interviewer',
  },
] as const;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);

export async function seedDemoTeam(
  db: Db,
  input: {
    password: string;
    owner: { id: string; email: string };
    companyId: string;
    /** The position the interviewer is assigned to. */
    position: { id: string; title: string };
  },
) {
  const company = { id: input.companyId };
  const colleagues: { id: string; email: string; member: (typeof DEMO_TEAM_LOGINS)[number]['member'] }[] = [];
  for (const [index, login] of DEMO_TEAM_LOGINS.entries()) {
    const at = hoursAgo(20 * 24 - index * 24);
    const colleague = await createUser(db, {
      email: login.email,
      password: input.password,
      name: login.name,
      role: 'company',
    });
    colleagues.push({ id: colleague.id, email: login.email, member: login.member });
    await db.insert(companyInvitations).values({
      companyId: input.companyId,
      email: login.email,
      role: login.member,
      invitedBy: input.owner.id,
      createdAt: hoursAgo(21 * 24),
      expiresAt: hoursAgo(14 * 24),
      acceptedAt: at,
      acceptedBy: colleague.id,
    });
    await db.insert(companyMembers).values({
      companyId: input.companyId,
      userId: colleague.id,
      role: login.member,
      invitedBy: input.owner.id,
      createdAt: at,
    });
    await recordCompanyChange(
      db,
      { company, user: input.owner },
      {
        action: 'team.invited',
        subjectType: 'member',
        subjectLabel: login.email,
        detail: { role: login.member },
        at: hoursAgo(21 * 24),
      },
    );
    await recordCompanyChange(
      db,
      { company, user: colleague },
      {
        action: 'team.joined',
        subjectType: 'member',
        subjectId: colleague.id,
        subjectLabel: login.email,
        detail: { role: login.member },
        at,
      },
    );
    if (login.member === 'interviewer') {
      await db.insert(companyPositionAssignments).values({
        jobId: input.position.id,
        userId: colleague.id,
        assignedBy: input.owner.id,
        createdAt: at,
      });
      await recordCompanyChange(
        db,
        { company, user: input.owner },
        {
          action: 'position.assigned',
          subjectType: 'position',
          subjectId: input.position.id,
          subjectLabel: input.position.title,
          detail: { interviewer: login.email },
          at,
        },
      );
    }
  }
  return colleagues;
}
