// The times an advisor suggests when asking for other interview times (issue #29): wall-clock times in the advisor's
// zone, turned into instants and written for the company in its zone first and the advisor's beside it.
import { formatInTimeZone, wallClockToInstant } from '@shared/time-zones';
import { AppError } from '../../lib/app-error';

export function suggestedTimeLines(
  input: { suggestedTimes?: string[] | undefined; timeZone?: string | undefined },
  zones: { company: string; now: Date },
): string[] {
  const times = [...new Set(input.suggestedTimes ?? [])];
  if (times.length === 0 || !input.timeZone) return [];
  const advisorZone = input.timeZone;
  const instants = times.map((time) => wallClockToInstant(time, advisorZone)).sort((a, b) => +a - +b);
  if (instants.some((instant) => instant.getTime() <= zones.now.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'Suggest times in the future.', [
      { path: 'suggestedTimes', message: 'Suggest times in the future.' },
    ]);
  }
  return instants.map((instant) =>
    zones.company === advisorZone
      ? formatInTimeZone(instant, zones.company)
      : `${formatInTimeZone(instant, zones.company)} (${formatInTimeZone(instant, advisorZone)})`,
  );
}
