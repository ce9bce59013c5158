import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BriefcaseBusiness,
  CalendarDays,
  Pencil,
  Plus,
  Power,
  PowerOff,
  Send,
  Share2,
  UserSearch,
  UsersRound,
} from 'lucide-react';
import type { DashboardPosition } from '@shared/schemas/company';
import { Badge, jobStatusVariant } from '@client/components/ui/badge';
import { Button, buttonClasses } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Pagination } from '@client/components/ui/pagination';
import { toast } from '@client/components/ui/toaster';
import { paths } from '@client/lib/paths';
import { useCompanyMay } from '@client/components/company-role';
import { useCompanyProfile, usePositions, useSetPositionActive } from '../api/company-queries';
import { copyText } from '@client/lib/copy-text';
import { formatDate, locationOf } from '@client/lib/job-text';
import { plural } from '../lib/labels';
import { readPage } from '../lib/search-filters';
import { CompanyPage, CompanyQueryError, ListSkeleton } from './company-area-state';

// The position form (its editor, validation and logo upload) loads on the first Post or Edit, not with the list.
const CreatePositionDialog = lazy(() =>
  import('./position-dialogs').then((m) => ({ default: m.CreatePositionDialog })),
);
const EditPositionDialog = lazy(() =>
  import('./position-dialogs').then((m) => ({ default: m.EditPositionDialog })),
);

/** {origin}/position/{id}: the public position page the spec's Share Position copies. */
export const positionShareUrl = (id: string) => `${window.location.origin}${paths.position(id)}`;

/** Copies the public link; 'Link Copied!', or 'Copy Failed' with the link to copy by hand. */
export async function sharePosition(id: string) {
  const url = positionShareUrl(id);
  try {
    await copyText(url);
    toast.success('Link Copied!', { description: url });
  } catch {
    toast.error('Copy Failed', { description: `Copy this link instead: ${url}`, duration: 15_000 });
  }
}

/**
 * /company/dashboard: the company's positions, 10 a page (page in the URL), and the way to post and search.
 * `renderPositionEditorParts`: what other features edit of a position, under its edit form (features never import
 * each other); the route module (app/routes/company-dashboard.tsx) composes it and passes it in.
 */
export function CompanyDashboardPage({
  returnTo,
  renderPositionEditorParts,
}: {
  returnTo: string;
  renderPositionEditorParts?: (positionId: string) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const positions = usePositions(page);
  const profile = useCompanyProfile();
  const company = profile.data?.profile ?? null;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  // Mounted from the first opening on, so a dialog closes with its animation.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const startCreating = () => {
    setDialogsWanted(true);
    setCreating(true);
  };
  const startEditing = (id: string) => {
    setDialogsWanted(true);
    setEditing(id);
  };
  // Interviewers and hiring members see only what their role may use (the server refuses the rest anyway).
  const may = useCompanyMay();
  const managesPositions = may('positions');

  const pageHref = (target: number) => paths.companyDashboard({ page: target > 1 ? target : undefined });
  const goToPage = (target: number) => {
    setParams(target > 1 ? { page: String(target) } : {});
    window.scrollTo({ top: 0 });
  };

  if (positions.isError) {
    return (
      <CompanyPage title="Company Dashboard">
        <CompanyQueryError
          error={positions.error}
          returnTo={returnTo}
          // The spec's PGRST116 rule: no company profile → /company-profile-setup (which opens the profile).
          profileIncompleteTo={paths.companyProfileSetup()}
          message="Failed to load job positions. Please try again."
          onRetry={() => void positions.refetch()}
          retrying={positions.isFetching}
        />
      </CompanyPage>
    );
  }

  const companyName = company?.companyName ?? '';
  const logoRequired = !company?.logoUrl;
  const postButton = (
    <Button onClick={startCreating}>
      <Plus aria-hidden />
      Post Position
    </Button>
  );

  return (
    <CompanyPage
      title="Company Dashboard"
      description={
        companyName ? (
          <>
            <span className="font-medium text-body">{companyName}</span> · your positions and the advisors who
            applied
          </>
        ) : (
          'Your positions and the advisors who applied.'
        )
      }
      actions={
        <>
          {may('profile') ? (
            <Link to={paths.companyMyProfile()} className={buttonClasses({ variant: 'outline' })}>
              Company profile
            </Link>
          ) : null}
          {managesPositions ? postButton : null}
        </>
      }
    >
      <div className="flex flex-col gap-6">
        {may('search') ? <SearchAdvisorsCard showInvitations={managesPositions} /> : null}
        <section aria-labelledby="positions-title" className="flex min-w-0 flex-col gap-4">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="positions-title" className="text-lg font-semibold text-ink">
              Your positions
            </h2>
            {positions.data ? (
              <p className="text-sm text-muted tabular-nums">{plural(positions.data.total, 'position')}</p>
            ) : null}
          </div>
          {positions.isPending ? (
            <ListSkeleton label="Loading your positions…" />
          ) : positions.data.total === 0 ? (
            <EmptyState
              icon={BriefcaseBusiness}
              title="No positions posted yet"
              description={
                managesPositions
                  ? 'Post your first board or advisory position: it gets a public page to share, and advisors can apply to it.'
                  : 'The positions your colleagues assign you to will show here.'
              }
              action={
                managesPositions ? (
                  <Button onClick={startCreating}>
                    <Plus aria-hidden />
                    Post your first position
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <PositionTable
                positions={positions.data.items}
                busy={positions.isPlaceholderData}
                onEdit={managesPositions ? startEditing : null}
              />
              <Pagination
                label="Positions pages"
                page={positions.data.page}
                pageCount={positions.data.pageCount}
                getHref={pageHref}
                onPageChange={goToPage}
              />
            </>
          )}
        </section>
      </div>

      {dialogsWanted ? (
        <Suspense fallback={null}>
          <CreatePositionDialog
            open={creating}
            onOpenChange={setCreating}
            companyName={companyName}
            logoRequired={logoRequired}
            onCreated={() => setParams({})}
          />
          <EditPositionDialog
            positionId={editing}
            onClose={() => setEditing(null)}
            companyName={companyName}
            logoRequired={logoRequired}
            renderAfterForm={renderPositionEditorParts}
          />
        </Suspense>
      ) : null}
    </CompanyPage>
  );
}

function SearchAdvisorsCard({ showInvitations }: { showInvitations: boolean }) {
  return (
    <section
      aria-labelledby="search-card-title"
      className="flex flex-col gap-4 rounded-card bg-ink p-5 text-white shadow-soft sm:flex-row sm:items-center sm:gap-5"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-accent">
        <UserSearch aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="search-card-title" className="text-base font-semibold text-white">
          Search for Board of Advisors
        </h2>
        <p className="text-sm leading-6 text-white/80">
          Browse completed advisor profiles, ranked by how well they fit your company’s industries, skills and
          availability.
        </p>
      </div>
      <div className="flex flex-wrap gap-2 self-start sm:self-center">
        {showInvitations ? (
          <Link
            to={paths.companyInvitations()}
            className={buttonClasses({
              variant: 'outline',
              className: 'border-white/30 bg-transparent text-white hover:bg-white/10',
            })}
          >
            Invitations sent
          </Link>
        ) : null}
        <Link to={paths.searchAdvisors()} className={buttonClasses({ variant: 'primary' })}>
          Search advisors
        </Link>
      </div>
    </section>
  );
}

function PositionTable({
  positions,
  busy,
  onEdit,
}: {
  positions: DashboardPosition[];
  busy: boolean;
  /** Null for a role that may not manage positions: the row keeps its links and Share, not its changes. */
  onEdit: ((id: string) => void) | null;
}) {
  return (
    <div className="overflow-hidden rounded-card border border-hairline bg-card shadow-soft">
      <div
        aria-hidden
        className="hidden grid-cols-[minmax(0,1fr)_6.5rem_8rem_23rem] gap-4 border-b border-hairline bg-sunken px-5 py-2.5 text-xs font-semibold tracking-wide text-body uppercase lg:grid"
      >
        <span>Position</span>
        <span>Status</span>
        <span>Applicants</span>
        <span className="text-right">Actions</span>
      </div>
      <ul
        aria-label="Positions"
        aria-busy={busy || undefined}
        className="divide-y divide-hairline transition-opacity data-[busy=true]:opacity-60"
        data-busy={busy}
      >
        {positions.map((position) => (
          <li key={position.id}>
            <PositionRow position={position} onEdit={onEdit} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PositionRow({
  position,
  onEdit,
}: {
  position: DashboardPosition;
  onEdit: ((id: string) => void) | null;
}) {
  const toggle = useSetPositionActive();
  const status = position.isActive ? 'active' : 'inactive';
  const meta = [position.industry, locationOf(position)].filter(Boolean).join(' · ');

  const setActive = (isActive: boolean) =>
    toggle.mutate(
      { id: position.id, isActive },
      {
        onSuccess: () =>
          toast.success(isActive ? 'Job activated successfully' : 'Job deactivated successfully'),
        onError: () => toast.error('Failed to update job status'),
      },
    );

  return (
    <article
      aria-label={position.title}
      className="grid gap-3 px-5 py-4 lg:grid-cols-[minmax(0,1fr)_6.5rem_8rem_23rem] lg:items-center lg:gap-4"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-[0.9375rem] leading-6 font-semibold break-words text-ink">
          {position.isActive ? (
            <Link to={paths.position(position.id)} className="underline-offset-4 hover:underline">
              {position.title}
            </Link>
          ) : (
            position.title
          )}
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {meta ? <span>{meta}</span> : null}
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-3.5" />
            Posted {formatDate(position.postedDate)}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 lg:contents">
        <div>
          <Badge variant={jobStatusVariant[status]}>{position.isActive ? 'Active' : 'Inactive'}</Badge>
        </div>
        <div className="flex flex-col gap-1">
          <Link
            to={paths.companyApplicants({ job_id: position.id })}
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-ink underline-offset-4 hover:underline"
          >
            <UsersRound aria-hidden className="size-4 text-muted" />
            {plural(position.applicantCount, 'applicant')}
          </Link>
          {onEdit ? (
            <Link
              to={paths.companyInvitations({ job_id: position.id })}
              aria-label={`Invitations sent for ${position.title}`}
              className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
            >
              <Send aria-hidden className="size-4" />
              Invitations
            </Link>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <Button variant="outline" size="sm" onClick={() => void sharePosition(position.id)}>
          <Share2 aria-hidden />
          Share Position
        </Button>
        {onEdit ? (
          <>
            <Button
              variant="outline"
              size="sm"
              loading={toggle.isPending}
              onClick={() => setActive(!position.isActive)}
            >
              {toggle.isPending ? null : position.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
              {position.isActive ? 'Deactivate' : 'Activate'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => onEdit(position.id)}>
              <Pencil aria-hidden />
              Edit
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}
