// /company/team (decision 048): the company's colleagues and their roles. Every member sees who is on the team;
// owners and admins invite, change roles, remove colleagues, assign interviewers to positions and read the audit
// log; the owner alone transfers ownership. The server enforces every rule; this page only hides what a role may
// not use.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, MailPlus, UserMinus } from 'lucide-react';
import {
  ASSIGNABLE_COMPANY_ROLES,
  COMPANY_ROLE_DESCRIPTIONS,
  COMPANY_ROLE_LABELS,
  mayCompany,
  type AssignableCompanyRole,
  type CompanyRole,
} from '@shared/company-roles';
import { AUDIT_ACTION_LABELS, type Team, type TeamMember } from '@shared/schemas/company-team';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ErrorState } from '@client/components/ui/error-state';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/job-text';
import { paths } from '@client/lib/paths';
import {
  useAssignPositions,
  useAuditLog,
  useCancelInvitation,
  useChangeRole,
  useInviteColleague,
  useRemoveColleague,
  useTeam,
  useTransferOwnership,
} from '../api/team-queries';

const roleOptions = ASSIGNABLE_COMPANY_ROLES.map((role) => ({
  value: role,
  label: COMPANY_ROLE_LABELS[role],
}));
const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

export function TeamPage() {
  const team = useTeam();
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-5 py-8 sm:px-8 sm:py-10">
      <div className="mb-4">
        <Link
          to={paths.companyDashboard()}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden />
          Back to dashboard
        </Link>
      </div>
      <header className="flex flex-col gap-1.5">
        <h1 className="font-display text-3xl leading-tight font-medium tracking-tight text-ink sm:text-4xl">
          Team
        </h1>
        <p className="text-[0.9375rem] leading-7 text-muted">
          {team.data
            ? `Everyone reviewing candidates for ${team.data.companyName}. You are ${COMPANY_ROLE_LABELS[team.data.me.role].toLowerCase()}.`
            : 'Everyone reviewing candidates for your company.'}
        </p>
      </header>
      <div className="mt-8 flex flex-col gap-6">
        {team.isPending ? (
          <div aria-busy className="flex flex-col gap-3">
            <span role="status" className="sr-only">
              Loading your team…
            </span>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-20 w-full rounded-card" />
            ))}
          </div>
        ) : team.isError ? (
          <ErrorState
            message="We couldn’t load your team right now. Please try again."
            onRetry={() => void team.refetch()}
            retrying={team.isFetching}
          />
        ) : (
          <TeamSections team={team.data} />
        )}
      </div>
    </main>
  );
}

function TeamSections({ team }: { team: Team }) {
  const manages = mayCompany(team.me.role, 'team');
  return (
    <>
      {manages ? <InviteCard /> : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Colleagues</CardTitle>
          <CardDescription>
            {manages
              ? 'Interviewers see only the positions you assign them. Removing someone signs them out at once.'
              : 'Owners and admins manage the team.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y divide-hairline" aria-label="Colleagues">
            {team.members.map((member) => (
              <MemberRow key={member.userId} team={team} member={member} manages={manages} />
            ))}
          </ul>
        </CardContent>
      </Card>
      {manages && team.invitations.length > 0 ? <InvitationsCard team={team} /> : null}
      {manages ? <AuditCard /> : null}
    </>
  );
}

function InviteCard() {
  const invite = useInviteColleague();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableCompanyRole>('hiring');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          toast.success(`Invitation sent to ${email.trim()}`);
          setEmail('');
        },
        onError: (cause) => {
          const issue = cause instanceof ApiError ? cause.issues?.find((i) => i.path === 'email') : undefined;
          setError(issue?.message ?? messageOf(cause));
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invite a colleague</CardTitle>
        <CardDescription>
          They get a link by e-mail that works once, only for that address, for seven days. They sign in with
          their own account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start"
        >
          <Field label="E-mail address" required error={error}>
            {(control) => (
              <Input
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                {...control}
              />
            )}
          </Field>
          <Field label="Role" hint={COMPANY_ROLE_DESCRIPTIONS[role]}>
            {(control) => (
              <NativeSelect
                value={role}
                onChange={(event) => setRole(event.target.value as AssignableCompanyRole)}
                options={roleOptions}
                {...control}
              />
            )}
          </Field>
          <Button type="submit" disabled={invite.isPending} className="sm:mt-7">
            <MailPlus aria-hidden />
            Send invitation
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function MemberRow({ team, member, manages }: { team: Team; member: TeamMember; manages: boolean }) {
  const isMe = member.userId === team.me.userId;
  const editable = manages && !isMe && member.role !== 'owner';
  const changeRole = useChangeRole();
  const remove = useRemoveColleague();
  const transfer = useTransferOwnership();
  const [confirming, setConfirming] = useState(false);
  const label = member.name || member.email;
  const onRole = (role: AssignableCompanyRole) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast.success(`${label} is now ${COMPANY_ROLE_LABELS[role].toLowerCase()}`),
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">
            {label}
            {isMe ? <span className="text-muted"> (you)</span> : null}
          </p>
          {member.name ? <p className="truncate text-sm text-muted">{member.email}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {editable ? (
            <NativeSelect
              aria-label={`Role of ${label}`}
              value={member.role}
              onChange={(event) => onRole(event.target.value as AssignableCompanyRole)}
              options={roleOptions}
              wrapperClassName="w-44"
              disabled={changeRole.isPending}
            />
          ) : (
            <Badge variant={member.role === 'owner' ? 'accent' : 'neutral'}>
              {COMPANY_ROLE_LABELS[member.role]}
            </Badge>
          )}
          {editable && team.me.role === 'owner' ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                window.confirm(
                  `Make ${label} the owner? You become an admin and no longer manage billing.`,
                ) &&
                transfer.mutate(member.userId, {
                  onSuccess: () => toast.success(`${label} is now the owner`),
                  onError: (error) => toast.error(messageOf(error)),
                })
              }
            >
              Make owner
            </Button>
          ) : null}
          {editable ? (
            confirming ? (
              <>
                <Button
                  variant="danger"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(member.userId, {
                      onSuccess: () => toast.success(`${label} was removed and signed out`),
                      onError: (error) => toast.error(messageOf(error)),
                    })
                  }
                >
                  Remove {label}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                  Keep
                </Button>
              </>
            ) : (
              <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                <UserMinus aria-hidden />
                Remove
              </Button>
            )
          ) : null}
        </div>
      </div>
      {manages && member.role === 'interviewer' ? (
        <Assignments team={team} member={member} label={label} />
      ) : null}
    </li>
  );
}

function Assignments({ team, member, label }: { team: Team; member: TeamMember; label: string }) {
  const assign = useAssignPositions();
  const [chosen, setChosen] = useState<string[]>(member.positionIds);
  const changed =
    chosen.length !== member.positionIds.length || chosen.some((id) => !member.positionIds.includes(id));
  if (team.positions.length === 0)
    return <p className="text-sm text-muted">Post a position to assign {label} to it.</p>;
  return (
    <fieldset className="rounded-card border border-hairline bg-sunken/40 p-3">
      <legend className="px-1 text-sm font-medium text-ink">Positions {label} interviews for</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {team.positions.map((position) => (
          <label key={position.id} className="flex min-w-0 items-center gap-2 text-sm text-body">
            <input
              type="checkbox"
              className="size-4 accent-accent"
              checked={chosen.includes(position.id)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked
                    ? [...current, position.id]
                    : current.filter((id) => id !== position.id),
                )
              }
            />
            <span className="truncate">
              {position.title}
              {position.isActive ? '' : ' (inactive)'}
            </span>
          </label>
        ))}
      </div>
      <div className="mt-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={!changed || assign.isPending}
          onClick={() =>
            assign.mutate(
              { userId: member.userId, positionIds: chosen },
              {
                onSuccess: () => toast.success(`Assignments of ${label} saved`),
                onError: (error) => toast.error(messageOf(error)),
              },
            )
          }
        >
          Save assignments
        </Button>
      </div>
    </fieldset>
  );
}

function InvitationsCard({ team }: { team: Team }) {
  const cancel = useCancelInvitation();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Open invitations</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-hairline" aria-label="Open invitations">
          {team.invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate text-ink">{invitation.email}</p>
                <p className="text-sm text-muted">
                  {COMPANY_ROLE_LABELS[invitation.role]} · expires {formatDate(invitation.expiresAt)}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(invitation.id, {
                    onSuccess: () => toast.success(`Invitation to ${invitation.email} cancelled`),
                    onError: (error) => toast.error(messageOf(error)),
                  })
                }
              >
                Cancel invitation
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const describeDetail = (detail: Record<string, unknown>) => {
  const roleName = (value: unknown) =>
    typeof value === 'string' && value in COMPANY_ROLE_LABELS
      ? COMPANY_ROLE_LABELS[value as CompanyRole]
      : value;
  if ('from' in detail && 'to' in detail)
    return `${String(roleName(detail.from) ?? '–')} → ${String(roleName(detail.to) ?? '–')}`;
  if ('role' in detail) return String(roleName(detail.role));
  if ('interviewer' in detail) return String(detail.interviewer);
  return '';
};

function AuditCard() {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page, true);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Audit log</CardTitle>
        <CardDescription>
          Who changed which application, note, rating, position or colleague, and when.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {audit.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : audit.isError ? (
          <ErrorState message="We couldn’t load the audit log." onRetry={() => void audit.refetch()} />
        ) : audit.data.items.length === 0 ? (
          <p className="text-sm text-muted">Nothing has changed yet.</p>
        ) : (
          <>
            <ol className="flex flex-col divide-y divide-hairline" aria-label="Audit log">
              {audit.data.items.map((entry) => {
                const detail = describeDetail(entry.detail);
                return (
                  <li key={entry.id} className="flex flex-col gap-0.5 py-2.5 text-sm">
                    <p className="text-body">
                      <span className="font-medium text-ink">{entry.actorEmail}</span>{' '}
                      {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}{' '}
                      {entry.subjectLabel !== entry.actorEmail ? (
                        <span className="font-medium text-ink">{entry.subjectLabel}</span>
                      ) : null}
                      {detail ? <span className="text-muted"> ({detail})</span> : null}
                    </p>
                    <time dateTime={entry.at} className="text-xs text-muted">
                      {new Date(entry.at).toLocaleString('en-GB', {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </time>
                  </li>
                );
              })}
            </ol>
            {audit.data.pageCount > 1 ? (
              <div className="mt-4 flex items-center gap-3">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Newer
                </Button>
                <span className="text-sm text-muted">
                  Page {audit.data.page} of {audit.data.pageCount}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= audit.data.pageCount}
                  onClick={() => setPage(page + 1)}
                >
                  Older
                </Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
