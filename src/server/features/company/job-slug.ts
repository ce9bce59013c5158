// Public job slugs ('/job/{slug}'): readable from title and company, unique by appending -2, -3 … on a clash.
import { like, or, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The first free slug among root, root-2, root-3 …, found with one query. Two companies posting the same title
 * at the same instant can still pick the same one; the unique index catches that and the caller retries.
 */
export async function nextFreeJobSlug(
  db: Pick<Db, 'select'>,
  title: string,
  companyName: string,
): Promise<string> {
  const root = slugify(`${title} ${companyName}`) || 'position';
  const rows = await db
    .select({ slug: jobs.publicJobSlug })
    .from(jobs)
    .where(or(eq(jobs.publicJobSlug, root), like(jobs.publicJobSlug, `${escapeLike(root)}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(root)) return root;
  let n = 2;
  while (taken.has(`${root}-${n}`)) n++;
  return `${root}-${n}`;
}

export const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};
