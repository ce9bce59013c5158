// "Competitors" on the company profile (decision 050): names or websites, one a line. Advisors who sit on a listed
// competitor's board or work for one are flagged before an application or an invitation (never blocked). Loaded
// lazily by the company profile screen.
import { useId, useState, type FormEvent } from 'react';
import { Swords } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { BOARD_SEAT_LIMITS, BOARD_SEAT_MESSAGES } from '@shared/schemas/board-seats';
import { useCompetitors, useSaveCompetitors } from '../api/board-seats-queries';

export default function CompetitorsCard() {
  const competitors = useCompetitors();
  return (
    <Card role="region" aria-labelledby="competitors-title">
      <CardHeader className="border-b border-hairline pb-5">
        <h2
          id="competitors-title"
          className="flex items-center gap-2 text-lg leading-7 font-semibold text-ink"
        >
          <Swords aria-hidden className="size-5 text-muted" />
          Competitors
        </h2>
        <CardDescription>
          Before you invite an advisor, and on their application, we flag a current seat or employer among
          these companies, or a listed board in your industry and country. Flags inform; nothing is blocked.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {competitors.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : competitors.isError ? (
          <p className="text-sm text-muted">We couldn’t load your competitors. Please reload the page.</p>
        ) : (
          <CompetitorsForm saved={competitors.data.competitors} />
        )}
      </CardContent>
    </Card>
  );
}

function CompetitorsForm({ saved }: { saved: string[] }) {
  const id = useId();
  const save = useSaveCompetitors();
  const [text, setText] = useState(saved.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lines.length > BOARD_SEAT_LIMITS.competitors) {
      setError(BOARD_SEAT_MESSAGES.tooManyCompetitors(lines.length));
      return;
    }
    setError(null);
    save.mutate(lines, {
      onSuccess: () => toast.success('Competitors saved'),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.issues.length > 0) {
          const issue = failure.issues[0]!;
          const line = /^competitors\.(\d+)$/.exec(String(issue.path));
          setError(
            line
              ? `Line ${Number(line[1]) + 1} (“${lines[Number(line[1])]}”): ${issue.message}`
              : issue.message,
          );
        } else setError(failure instanceof ApiError ? failure.message : 'Your competitors were not saved.');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <label htmlFor={`${id}-list`} className="text-sm font-medium text-ink">
        Competitors (names or websites, one a line)
      </label>
      <Textarea
        id={`${id}-list`}
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        placeholder={'Rival Robotics\nacme.com'}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {lines.length} of at most {BOARD_SEAT_LIMITS.competitors}. “Acme Ltd” and “Acme” are the same company;
        a website matches the company’s website and name.
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          Save competitors
        </Button>
      </div>
    </form>
  );
}
