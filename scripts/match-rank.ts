// Offline ranking for operators and evaluation, with exactly the server's matching engine:
//   node --import tsx scripts/match-rank.ts [--details] < input.json
// Input: { "advisor": {...}, "jobs": [{...}, ...] } with the spec's field names (snake_case; camelCase also
// accepted). Output: { "matches": [{ "jobId", "score", "reasons" }] } sorted by score descending; with
// --details each match also carries confidence, improvements and hardMismatch. Invalid JSON or shape: a message
// on stderr and exit code 2.
import { z } from 'zod';
import {
  rankJobsOffline,
  type AdvisorForMatching,
  type JobForMatching,
} from '@server/features/matching/engine';

const USAGE = 'usage: node --import tsx scripts/match-rank.ts [--details] < input.json';

/** camelCase keys become snake_case unless the snake_case key is present too (it wins). */
function toSnakeKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (snake === key || !(snake in value)) out[snake] = v;
  }
  return out;
}

const text = z.string().nullish();
/** A list of strings; a single comma-separated string is accepted too. */
const list = z
  .union([z.array(z.string()), z.string()], { error: 'expected a list of strings' })
  .nullish()
  .transform((v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  );
const count = z
  .union([z.number().nonnegative(), z.string().regex(/^\s*\d+(\.\d+)?\s*$/)], {
    error: 'expected a non-negative number',
  })
  .nullish()
  .transform((v) => (typeof v === 'string' ? Number(v) : v));
const experienceEntry = z.union(
  [z.string(), z.object({ company: text, website: text, role: text, description: text })],
  {
    error: 'expected a string or {company, website, role, description}',
  },
);

const AdvisorSchema = z.preprocess(
  toSnakeKeys,
  z
    .object({
      first_name: text,
      industries: list,
      skills: list,
      biography: text,
      years_experience: count,
      hours_available: count,
      work_preference: text,
      available_to_work: list,
      compensation_preference: list,
      city: text,
      country: text,
      has_been_advisor_before: z
        .union([z.enum(['yes', 'no']), z.boolean()], { error: "expected 'yes', 'no' or a boolean" })
        .nullish()
        .transform((v) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : v)),
      advisor_experience: z
        .union(
          [
            z.array(experienceEntry),
            z.object({ experiences: z.array(experienceEntry).nullish() }),
            z.string(),
          ],
          {
            error: 'expected a list of experiences, {experiences: [...]}, or a string',
          },
        )
        .nullish(),
    })
    .transform((a): AdvisorForMatching => ({
      firstName: a.first_name,
      industries: a.industries,
      skills: a.skills,
      biography: a.biography,
      yearsExperience: a.years_experience,
      hoursAvailable: a.hours_available,
      workPreference: a.work_preference,
      availableToWork: a.available_to_work,
      compensationPreference: a.compensation_preference,
      city: a.city,
      country: a.country,
      hasBeenAdvisorBefore: a.has_been_advisor_before,
      advisorExperience: a.advisor_experience,
    })),
);

const JobSchema = z.preprocess(
  toSnakeKeys,
  z
    .object({
      id: z
        .union([z.string().min(1), z.number()], { error: 'every job needs an id (a string or a number)' })
        .transform(String),
      title: text,
      company_name: text,
      company_summary: text,
      job_description: text,
      industry: text,
      type: text,
      engagement_type: text,
      compensation_type: text,
      city: text,
      country: text,
      /** The company's board skill gaps (decision 051); absent for a company without a board matrix. */
      board_gaps: list,
    })
    .transform((j): JobForMatching => ({
      id: j.id,
      title: j.title,
      companyName: j.company_name,
      companySummary: j.company_summary,
      jobDescription: j.job_description,
      industry: j.industry,
      type: j.type,
      engagementType: j.engagement_type,
      compensationType: j.compensation_type,
      city: j.city,
      country: j.country,
      boardGaps: j.board_gaps,
    })),
);

const InputSchema = z.object(
  {
    advisor: AdvisorSchema,
    jobs: z.array(JobSchema, { error: 'expected "jobs" to be a list' }),
  },
  { error: 'expected an object { "advisor": {...}, "jobs": [...] }' },
);

function fail(message: string): never {
  process.stderr.write(`match:rank: ${message}\n${USAGE}\n`);
  process.exit(2);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--details');
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (unknown.length > 0) fail(`unknown argument ${unknown[0]}`);
if (process.stdin.isTTY) fail('expected the input JSON on stdin');

const raw = await readStdin();
let json: unknown;
try {
  json = JSON.parse(raw);
} catch (error) {
  fail(`input is not valid JSON (${(error as Error).message})`);
}
const parsed = InputSchema.safeParse(json);
if (!parsed.success) fail(`invalid input:\n${z.prettifyError(parsed.error)}`);

const details = args.includes('--details');
const matches = rankJobsOffline(parsed.data.advisor, parsed.data.jobs).map((m) =>
  details
    ? m
    : {
        jobId: m.jobId,
        score: m.score,
        reasons: m.reasons,
      },
);
process.stdout.write(`${JSON.stringify({ matches }, null, 2)}\n`);
