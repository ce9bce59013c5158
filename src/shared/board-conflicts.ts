// The conflict screen (issue #35 part 3, decision 050): before an application or an invitation, does the advisor's
// current seat or employer match a company's listed competitor, or sit on a listed board of the same industry and
// market? Pure rules over facts the server gathered; the caller leaves out the seats its reader may not see (a hidden
// seat never reaches a company). Names match as confidential mode matches them: `companyMatchKeys` (legal forms
// dropped, a website by its host and first label), one normalisation for both features.
import { companyMatchKeys } from './schemas/confidentiality';

export interface SeatFacts {
  id: string;
  companyName: string;
  companyWebsite: string | null;
  role: string;
  listed: boolean;
  industry: string | null;
  country: string | null;
}

export interface CompanyFacts {
  /** The company's profile name and website and its position's company name: the seat at itself is no conflict. */
  identity: readonly string[];
  /** The competitor list as the company typed it. */
  competitors: readonly string[];
  /** The company's industries (profile) and the position's industry. */
  industries: readonly string[];
  /** The company's market: its country. */
  country: string | null;
}

export type ConflictMatch =
  | { kind: 'competitor'; seat: SeatFacts; competitor: string }
  | { kind: 'industry_market'; seat: SeatFacts; industry: string; country: string };

/** The match keys of a seat's company: its name and website, normalised. */
export function seatKeys(seat: Pick<SeatFacts, 'companyName' | 'companyWebsite'>): string[] {
  return [
    ...new Set([
      ...companyMatchKeys(seat.companyName),
      ...(seat.companyWebsite ? companyMatchKeys(seat.companyWebsite) : []),
    ]),
  ];
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/** Every conflict between current `seats` and the company, at most one per seat; competitor matches come first. */
export function findConflicts(seats: readonly SeatFacts[], company: CompanyFacts): ConflictMatch[] {
  const own = new Set(company.identity.flatMap(companyMatchKeys));
  const competitors = company.competitors.map((entry) => ({ entry, keys: new Set(companyMatchKeys(entry)) }));
  const matches: ConflictMatch[] = [];
  for (const seat of seats) {
    const keys = seatKeys(seat);
    if (keys.some((key) => own.has(key))) continue;
    const competitor = competitors.find((item) => keys.some((key) => item.keys.has(key)));
    if (competitor) {
      matches.push({ kind: 'competitor', seat, competitor: competitor.entry });
      continue;
    }
    const industry = seat.industry
      ? company.industries.find((value) => sameText(value, seat.industry))
      : undefined;
    if (seat.listed && industry && sameText(seat.country, company.country)) {
      matches.push({ kind: 'industry_market', seat, industry, country: seat.country! });
    }
  }
  // Whatever order the seats were read in: a competitor before an industry-and-market overlap, then by company.
  const rank = (match: ConflictMatch) => (match.kind === 'competitor' ? 0 : 1);
  return matches.sort(
    (a, b) => rank(a) - rank(b) || a.seat.companyName.localeCompare(b.seat.companyName, 'en'),
  );
}
