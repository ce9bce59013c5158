import type { AdvisorTimelineEntry, CompanyTimelineEntry } from '@shared/schemas/hiring';
import { formatStepTime, STEP_LABELS } from '../lib/timeline-labels';

type Entry = AdvisorTimelineEntry | CompanyTimelineEntry;

/** Who took a step, in the reader's words: the advisor reads "You", the company reads its person's name. */
function actorOf(entry: Entry): string {
  switch (entry.by) {
    case 'you':
      return 'You';
    case 'advisor':
      return 'The advisor';
    case 'platform':
      return 'Boardly';
    case 'company':
      return 'byName' in entry && entry.byName ? entry.byName : 'The company';
  }
}

/** Every step of one application, oldest first, with its time, who took it and the reason when there is one. */
export function ApplicationTimeline({ entries, label }: { entries: Entry[]; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col gap-2 border-l border-hairline pl-4">
      {entries.map((entry, index) => (
        <li key={`${entry.step}-${entry.at}-${index}`} className="relative text-sm">
          <span aria-hidden className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-muted" />
          {/* The step's name is not an element of its own: the status badge beside the list says the same word. */}
          <p className="font-medium text-ink">
            {STEP_LABELS[entry.step]}
            <span className="font-normal text-muted">
              {' · '}
              <time dateTime={entry.at}>{formatStepTime(entry.at)}</time> · {actorOf(entry)}
            </span>
          </p>
          {entry.reason ? (
            <p className="text-body">
              Reason: {entry.reason}
              {'reasonShared' in entry && !entry.reasonShared ? ' (not shared with the advisor)' : ''}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
