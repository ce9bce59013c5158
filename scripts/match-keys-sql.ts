// `npm run --silent db:match-keys-sql`: prints the SQL functions that turn a role's text into the concept masks of
// `job_match_keys`, generated from the matching engine's synonym tables. Paste the output into a new migration
// whenever the tables change (tests/integration/matching-keys.test.ts fails until then), followed by an UPDATE of
// job_match_keys that recomputes every role's masks (the expressions are in the trigger of migration 0004).
import { PGlite } from '@electric-sql/pglite';
import { INDUSTRY_CONCEPTS, SKILL_CONCEPTS } from '@server/features/matching/engine/synonyms';

const db = new PGlite();

/** One tsquery matching any of the phrases, stemmed by PostgreSQL's English configuration. */
async function conceptQuery(phrases: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const phrase of phrases) {
    const { rows } = await db.query<{ q: string }>(`select phraseto_tsquery('english', $1)::text as q`, [
      phrase,
    ]);
    const q = rows[0]!.q;
    if (q !== '' && !parts.includes(q)) parts.push(q);
  }
  return parts.map((q) => `(${q})`).join(' | ');
}

async function maskFunction(name: string, concepts: readonly { key: string; phrases: readonly string[] }[]) {
  if (concepts.length > 31) throw new Error(`${name}: at most 31 concepts fit in an integer mask`);
  const terms: string[] = [];
  for (const [bit, concept] of concepts.entries()) {
    const query = await conceptQuery(concept.phrases);
    terms.push(
      `(CASE WHEN doc @@ '${query.replaceAll("'", "''")}'::tsquery THEN ${2 ** bit} ELSE 0 END) -- ${concept.key}`,
    );
  }
  return `CREATE OR REPLACE FUNCTION ${name}(doc tsvector) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    ${terms.join('\n  | ')}
$$;`;
}

console.log(await maskFunction('boardly_skill_mask', SKILL_CONCEPTS));
console.log('--> statement-breakpoint');
console.log(await maskFunction('boardly_industry_mask', INDUSTRY_CONCEPTS));
await db.close();
