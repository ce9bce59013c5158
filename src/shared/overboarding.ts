// Overboarding (issue #35 part 2, decision 050): the proxy advisers' published limits on how many public-company
// boards one person should sit on, as a versioned table, and the check that counts an advisor's current listed
// seats against it. The check informs — it never blocks an application or an invitation.
//
// Each row is one limit of one policy in the year it took effect. A revised policy is a new row with its year (the
// old row stays, so what we told someone in a past year can be explained); the check reads the latest row of each
// policy and audience. The sources and what could and could not be verified are in decision 050.

/** Who a limit is about: every director, the CEO of a public company, or any executive officer of one. */
export type OverboardingAudience = 'director' | 'ceo' | 'executive_officer';

export interface OverboardingThreshold {
  /** Which policy: rows of the same policy and audience are versions of one limit. */
  policy: 'ISS' | 'Glass Lewis';
  /** The policy's published name, as quoted in the notice. */
  name: string;
  /** The first proxy season the limit applied to. */
  year: number;
  audience: OverboardingAudience;
  /** Recommended maximum number of public-company boards. */
  maxBoards: number;
  /** 'total': every listed board counts; 'outside': the boards besides the executive's own company. */
  counts: 'total' | 'outside';
  /** The policy's public home (the current text is published there each year). */
  sourceUrl: string;
  /** Where the exact figure was checked (a law firm's or news summary of that year's policy). */
  checkedAt: string;
}

export const OVERBOARDING_THRESHOLDS: readonly OverboardingThreshold[] = [
  {
    policy: 'ISS',
    name: 'ISS United States Proxy Voting Guidelines (Benchmark Policy)',
    year: 2017,
    audience: 'director',
    maxBoards: 5,
    counts: 'total',
    sourceUrl: 'https://www.issgovernance.com/policy-gateway/voting-policies/',
    checkedAt:
      'https://www.pionline.com/article/20151120/ONLINE/151129990/iss-revises-policy-on-overboarding-for-non-ceo-directors',
  },
  {
    policy: 'ISS',
    name: 'ISS United States Proxy Voting Guidelines (Benchmark Policy)',
    year: 2017,
    audience: 'ceo',
    maxBoards: 2,
    counts: 'outside',
    sourceUrl: 'https://www.issgovernance.com/policy-gateway/voting-policies/',
    checkedAt: 'http://www.lexology.com/library/detail.aspx?g=911a1bb2-da23-4a11-a04a-c799ded8a903',
  },
  {
    policy: 'Glass Lewis',
    name: 'Glass Lewis United States Benchmark Policy Guidelines',
    year: 2017,
    audience: 'director',
    maxBoards: 5,
    counts: 'total',
    sourceUrl: 'https://www.glasslewis.com/voting-policies-current/',
    checkedAt: 'https://davispolk.com/insights/client-update/glass-lewis-policy-updates-2017',
  },
  {
    policy: 'Glass Lewis',
    name: 'Glass Lewis United States Benchmark Policy Guidelines',
    year: 2017,
    audience: 'executive_officer',
    maxBoards: 2,
    counts: 'total',
    sourceUrl: 'https://www.glasslewis.com/voting-policies-current/',
    checkedAt: 'https://davispolk.com/insights/client-update/glass-lewis-policy-updates-2017',
  },
];

/** The latest row of each policy and audience (a revision is a later year of the same pair). */
export function currentThresholds(
  table: readonly OverboardingThreshold[] = OVERBOARDING_THRESHOLDS,
): OverboardingThreshold[] {
  const latest = new Map<string, OverboardingThreshold>();
  for (const row of table) {
    const key = `${row.policy}|${row.audience}`;
    const held = latest.get(key);
    if (!held || row.year > held.year) latest.set(key, row);
  }
  return [...latest.values()];
}

/** The seat facts the check reads (current seats only; the caller leaves out what its reader may not see). */
export interface SeatForCount {
  /** Normalised company identity (see `seatCompanyKey`): two roles on one board are one board. */
  companyKey: string;
  role: string;
  listed: boolean;
}

/** Roles that are a seat on the board itself (advisers and observers do not vote; executives are employment). */
export const BOARD_ROLES = ['chair', 'non_executive_director', 'committee_chair'] as const;
/** Roles that are the advisor's own job (their employer). */
export const EXECUTIVE_ROLES = ['ceo', 'executive'] as const;

const isBoardRole = (role: string) => (BOARD_ROLES as readonly string[]).includes(role);
const isExecutiveRole = (role: string) => (EXECUTIVE_ROLES as readonly string[]).includes(role);

export type NoticeLevel = 'within' | 'at_limit' | 'over';

export interface OverboardingNotice {
  policy: string;
  name: string;
  year: number;
  sourceUrl: string;
  audience: OverboardingAudience;
  maxBoards: number;
  counts: 'total' | 'outside';
  /** The count the limit reads once the new listed board is added. */
  boardsAfter: number;
  level: NoticeLevel;
}

export interface OverboardingResult {
  /** Current listed boards (distinct companies), before the new one. */
  listedBoards: number;
  /** The advisor's current executive role at a listed company, if any (then the executive limits apply). */
  listedExecutive: 'ceo' | 'executive' | null;
  notices: OverboardingNotice[];
}

/**
 * What taking one more listed board would mean under each current policy. `seats` are current seats; a new board
 * at a company already among them is not a new board (`newCompanyKey`).
 */
export function checkOverboarding(
  seats: readonly SeatForCount[],
  {
    newCompanyKey,
    table = OVERBOARDING_THRESHOLDS,
  }: { newCompanyKey?: string | null; table?: readonly OverboardingThreshold[] } = {},
): OverboardingResult {
  const boards = new Set(
    seats.filter((seat) => seat.listed && isBoardRole(seat.role)).map((s) => s.companyKey),
  );
  const executives = seats.filter((seat) => seat.listed && isExecutiveRole(seat.role));
  const listedExecutive = executives.some((seat) => seat.role === 'ceo')
    ? 'ceo'
    : executives.length > 0
      ? 'executive'
      : null;
  const ownCompanies = new Set(executives.map((seat) => seat.companyKey));
  const adds = newCompanyKey && boards.has(newCompanyKey) ? 0 : 1;

  const notices: OverboardingNotice[] = [];
  for (const row of currentThresholds(table)) {
    const applies =
      row.audience === 'director' ||
      (row.audience === 'ceo' && listedExecutive === 'ceo') ||
      (row.audience === 'executive_officer' && listedExecutive !== null);
    if (!applies) continue;
    const counted =
      row.counts === 'total' ? boards.size : [...boards].filter((key) => !ownCompanies.has(key)).length;
    const boardsAfter = counted + adds;
    notices.push({
      policy: row.policy,
      name: row.name,
      year: row.year,
      sourceUrl: row.sourceUrl,
      audience: row.audience,
      maxBoards: row.maxBoards,
      counts: row.counts,
      boardsAfter,
      level: boardsAfter > row.maxBoards ? 'over' : boardsAfter === row.maxBoards ? 'at_limit' : 'within',
    });
  }
  return { listedBoards: boards.size, listedExecutive, notices };
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  switch (value % 10) {
    case 1:
      return `${value}st`;
    case 2:
      return `${value}nd`;
    case 3:
      return `${value}rd`;
    default:
      return `${value}th`;
  }
}

const AUDIENCE_WORDS: Record<OverboardingAudience, string> = {
  director: '',
  ceo: ' for the CEO of a listed company',
  executive_officer: ' for an executive officer of a listed company',
};

/**
 * The notice as one sentence, for the advisor ('you') or a company ('this advisor'):
 * "This would be your 6th listed board; the ISS … (2017) recommends no more than 5."
 */
export function overboardingSentence(notice: OverboardingNotice, reader: 'advisor' | 'company'): string {
  const whose = reader === 'advisor' ? 'your' : "this advisor's";
  const boards =
    notice.counts === 'outside'
      ? `listed board besides ${reader === 'advisor' ? 'your own company' : 'their own company'}`
      : 'listed board';
  const subject = reader === 'advisor' ? 'This would be' : 'This role would be';
  return (
    `${subject} ${whose} ${ordinal(notice.boardsAfter)} ${boards}; the ${notice.name} (${notice.year}) ` +
    `recommends no more than ${notice.maxBoards}${AUDIENCE_WORDS[notice.audience]}.`
  );
}
