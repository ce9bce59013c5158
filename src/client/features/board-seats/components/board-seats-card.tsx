// "Board seats" on /my-profile (decision 050): the advisor's seats and employer, added, edited, hidden, ended and
// deleted in place, with what one more listed board would mean by each proxy adviser's limit. Loaded lazily by the
// My Profile screen, so it adds nothing to its initial JavaScript.
import { useState, type FormEvent } from 'react';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import {
  BOARD_COMMITTEE_LABELS,
  BOARD_COMMITTEES,
  BOARD_SEAT_INDUSTRIES,
  BOARD_SEAT_MESSAGES,
  BOARD_SEAT_ROLE_LABELS,
  BOARD_SEAT_ROLES,
  BoardSeatInputSchema,
  type BoardSeat,
  type BoardSeatInput,
  type MyBoardSeats,
} from '@shared/schemas/board-seats';
import { useDeleteSeat, useMySeats, useSaveSeat } from '../api/board-seats-queries';

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const monthYear = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const toInput = (seat: BoardSeat, overrides: Partial<BoardSeatInput> = {}): BoardSeatInput => ({
  companyName: seat.companyName,
  companyWebsite: seat.companyWebsite,
  role: seat.role,
  listed: seat.listed,
  exchange: seat.exchange,
  country: seat.country,
  industry: seat.industry as BoardSeatInput['industry'],
  committees: seat.committees as BoardSeatInput['committees'],
  startDate: seat.startDate,
  endDate: seat.endDate,
  hidden: seat.hidden,
  ...overrides,
});

export default function BoardSeatsCard() {
  const seats = useMySeats();
  const [editing, setEditing] = useState<BoardSeat | 'new' | null>(null);
  return (
    <Card role="region" id="board-seats" aria-labelledby="board-seats-title" className="scroll-mt-24">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 border-b border-hairline pb-5">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="board-seats-title" className="text-lg leading-7 font-semibold text-ink">
            Board seats
          </h2>
          <CardDescription>
            Your boards, advisory roles and employer. Companies and your public page see the seats you don’t
            hide.
          </CardDescription>
        </div>
        <Button size="sm" variant="secondary" onClick={() => setEditing('new')} disabled={!seats.data}>
          <Plus aria-hidden />
          Add seat
        </Button>
      </CardHeader>
      <CardContent>
        {seats.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : seats.isError ? (
          <p className="text-sm text-muted">We couldn’t load your board seats. Please reload the page.</p>
        ) : (
          <SeatList data={seats.data} onEdit={setEditing} />
        )}
      </CardContent>
      {editing ? (
        <SeatDialog seat={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

function SeatList({ data, onEdit }: { data: MyBoardSeats; onEdit: (seat: BoardSeat) => void }) {
  const save = useSaveSeat();
  const remove = useDeleteSeat();
  const update = (seat: BoardSeat, overrides: Partial<BoardSeatInput>, done: string) =>
    save.mutate(
      { id: seat.id, input: toInput(seat, overrides) },
      {
        onSuccess: () => toast.success(done),
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : 'The seat was not saved.'),
      },
    );
  const warnings = data.overboarding.notices.filter((notice) => notice.level !== 'within');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-body">
        {data.overboarding.listedBoards === 1
          ? 'You hold 1 current listed board.'
          : `You hold ${data.overboarding.listedBoards} current listed boards.`}{' '}
        {warnings.length > 0
          ? 'Before another listed board:'
          : 'Another listed board would stay within the proxy advisers’ limits.'}
      </p>
      {warnings.length > 0 ? (
        <ul className="flex flex-col gap-1.5 text-sm">
          {warnings.map((notice) => (
            <li
              key={`${notice.policy}-${notice.sentence}`}
              className="rounded-control border border-warning/30 bg-warning-soft px-3 py-2 text-ink"
            >
              {notice.sentence.replace(/^This would be/, 'Another would be')}{' '}
              <a href={notice.sourceUrl} target="_blank" rel="noreferrer noopener" className="underline">
                {notice.policy} policy
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {data.items.length === 0 ? (
        <p className="text-sm text-muted">
          No seats yet. Add your boards, advisory roles and current employer.
        </p>
      ) : (
        <ul aria-label="Your board seats" className="flex flex-col divide-y divide-hairline">
          {data.items.map((seat) => (
            <li
              key={seat.id}
              aria-label={seat.companyName}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2 font-medium break-words text-ink">
                  {seat.companyName}
                  {seat.listed ? (
                    <Badge variant="info">Listed{seat.exchange ? ` · ${seat.exchange}` : ''}</Badge>
                  ) : null}
                  {seat.hidden ? <Badge>Hidden</Badge> : null}
                  {seat.current ? null : <Badge>Ended</Badge>}
                </p>
                <p className="text-sm text-body">
                  {BOARD_SEAT_ROLE_LABELS[seat.role]}
                  {seat.committees.length
                    ? ` · ${seat.committees.map((c) => BOARD_COMMITTEE_LABELS[c as keyof typeof BOARD_COMMITTEE_LABELS] ?? c).join(', ')}`
                    : ''}
                </p>
                <p className="text-xs text-muted">
                  {monthYear(seat.startDate)} – {seat.endDate ? monthYear(seat.endDate) : 'present'}
                  {[seat.industry, seat.country].filter(Boolean).length
                    ? ` · ${[seat.industry, seat.country].filter(Boolean).join(' · ')}`
                    : ''}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onEdit(seat)}
                  aria-label={`Edit ${seat.companyName}`}
                >
                  <Pencil aria-hidden />
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    update(
                      seat,
                      { hidden: !seat.hidden },
                      seat.hidden ? 'Seat shown' : 'Seat hidden from others',
                    )
                  }
                  aria-label={`${seat.hidden ? 'Show' : 'Hide'} ${seat.companyName}`}
                >
                  {seat.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
                  {seat.hidden ? 'Show' : 'Hide'}
                </Button>
                {seat.current ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => update(seat, { endDate: today() }, 'Seat ended today')}
                    aria-label={`End ${seat.companyName}`}
                  >
                    End
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    remove.mutate(seat.id, {
                      onSuccess: () => toast.success('Seat deleted'),
                      onError: () => toast.error('The seat was not deleted.'),
                    })
                  }
                  aria-label={`Delete ${seat.companyName}`}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type FormState = {
  companyName: string;
  companyWebsite: string;
  role: string;
  listed: boolean;
  exchange: string;
  country: string;
  industry: string;
  committees: string[];
  startDate: string;
  endDate: string;
  hidden: boolean;
};
type Errors = Partial<Record<keyof FormState | 'form', string>>;

const formOf = (seat: BoardSeat | null): FormState => ({
  companyName: seat?.companyName ?? '',
  companyWebsite: seat?.companyWebsite ?? '',
  role: seat?.role ?? 'non_executive_director',
  listed: seat?.listed ?? false,
  exchange: seat?.exchange ?? '',
  country: seat?.country ?? '',
  industry: seat?.industry ?? '',
  committees: seat?.committees ?? [],
  startDate: seat?.startDate ?? '',
  endDate: seat?.endDate ?? '',
  hidden: seat?.hidden ?? false,
});

function SeatDialog({ seat, onClose }: { seat: BoardSeat | null; onClose: () => void }) {
  const save = useSaveSeat();
  const [form, setForm] = useState<FormState>(() => formOf(seat));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...form,
      companyWebsite: form.companyWebsite || null,
      exchange: form.exchange || null,
      country: form.country || null,
      industry: form.industry || null,
      endDate: form.endDate || null,
    } as BoardSeatInput;
    const parsed = BoardSeatInputSchema.safeParse(input);
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Errors] ??= issue.message;
    }
    if (form.startDate && form.startDate > today()) next.startDate ??= BOARD_SEAT_MESSAGES.startInFuture;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(
      { id: seat?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(seat ? 'Seat saved' : 'Seat added');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.issues.length > 0) {
            const fromServer: Errors = {};
            for (const issue of error.issues)
              fromServer[String(issue.path).split('.')[0] as keyof Errors] ??= issue.message;
            setErrors(fromServer);
          } else setErrors({ form: error instanceof ApiError ? error.message : 'The seat was not saved.' });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent size="lg">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{seat ? `Edit ${seat.companyName}` : 'Add a board seat'}</DialogTitle>
            <DialogDescription>
              A board, an advisory role, or your employer as chief executive or executive officer.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Company" required error={errors.companyName}>
              {(c) => (
                <Input {...c} value={form.companyName} onChange={(e) => set('companyName', e.target.value)} />
              )}
            </Field>
            <Field label="Website" hint="Optional, e.g. acme.com" error={errors.companyWebsite}>
              {(c) => (
                <Input
                  {...c}
                  inputMode="url"
                  value={form.companyWebsite}
                  onChange={(e) => set('companyWebsite', e.target.value)}
                />
              )}
            </Field>
            <Field label="Role" required error={errors.role}>
              {(c) => (
                <NativeSelect
                  {...c}
                  value={form.role}
                  onChange={(e) => set('role', e.target.value)}
                  options={BOARD_SEAT_ROLES.map((role) => ({
                    value: role,
                    label: BOARD_SEAT_ROLE_LABELS[role],
                  }))}
                />
              )}
            </Field>
            <Field label="Industry" error={errors.industry}>
              {(c) => (
                <NativeSelect
                  {...c}
                  value={form.industry}
                  placeholder="Select…"
                  onChange={(e) => set('industry', e.target.value)}
                  options={BOARD_SEAT_INDUSTRIES.map((value) => ({ value, label: value }))}
                />
              )}
            </Field>
            <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
              <input
                type="checkbox"
                className="size-4 accent-ink"
                checked={form.listed}
                onChange={(e) => set('listed', e.target.checked)}
              />
              The company is listed (its shares trade on an exchange)
            </label>
            {form.listed ? (
              <Field label="Exchange" hint="e.g. NYSE, LSE" error={errors.exchange}>
                {(c) => (
                  <Input {...c} value={form.exchange} onChange={(e) => set('exchange', e.target.value)} />
                )}
              </Field>
            ) : null}
            <Field label="Country (market)" error={errors.country}>
              {(c) => <Input {...c} value={form.country} onChange={(e) => set('country', e.target.value)} />}
            </Field>
            <Field label="Start date" required error={errors.startDate}>
              {(c) => (
                <Input
                  {...c}
                  type="date"
                  max={today()}
                  value={form.startDate}
                  onChange={(e) => set('startDate', e.target.value)}
                />
              )}
            </Field>
            <Field label="End date" hint="Empty while you hold it" error={errors.endDate}>
              {(c) => (
                <Input
                  {...c}
                  type="date"
                  value={form.endDate}
                  onChange={(e) => set('endDate', e.target.value)}
                />
              )}
            </Field>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">Committees</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {BOARD_COMMITTEES.map((committee) => (
                <label key={committee} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="size-4 accent-ink"
                    checked={form.committees.includes(committee)}
                    onChange={(e) =>
                      set(
                        'committees',
                        e.target.checked
                          ? [...form.committees, committee]
                          : form.committees.filter((item) => item !== committee),
                      )
                    }
                  />
                  {BOARD_COMMITTEE_LABELS[committee]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-ink"
              checked={form.hidden}
              onChange={(e) => set('hidden', e.target.checked)}
            />
            <span>
              Hide this seat
              <span className="block text-muted">
                Only you see it: not your public page, not companies, not their conflict flags.
              </span>
            </span>
          </label>
          {errors.form ? (
            <p role="alert" className="text-sm text-danger">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {seat ? 'Save seat' : 'Add seat'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
