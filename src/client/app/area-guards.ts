// The spec's guards, one rule per area (decision 025). The area's loader applies them before a page renders
// (page-table.ts); pure, so every rule is tested without a browser.
import type { Viewer } from '@shared/schemas/auth';
import { paths } from '@client/lib/paths';

/**
 * - `public`: anyone.
 * - `signed-in`: any account (pricing, settings, the advisor's profile pages, which send a company account to its
 *   own profile themselves: the profile API answers it 403).
 * - `advisor`: advisors; a company account goes to its dashboard.
 * - `company`: any account (spec: "other roles pass through"; the company API answers them 403 and the page says
 *   the area is for companies).
 * - `completed-company-profile`: inside `company`, a company account must have completed its company profile.
 */
export type Guard = 'public' | 'signed-in' | 'advisor' | 'company' | 'completed-company-profile';

/** Where the spec sends `viewer` instead of a page behind `guard` (`returnTo`: that page); undefined: it may stay. */
export function guardRedirect(guard: Guard, viewer: Viewer, returnTo: string): string | undefined {
  if (guard === 'public') return undefined;
  if (!viewer.user) return paths.auth({ next: returnTo });
  const { role } = viewer.user;
  if (guard === 'advisor' && role === 'company') return paths.companyDashboard();
  if (guard === 'completed-company-profile' && role === 'company' && !viewer.companyProfileCompleted) {
    return paths.companyMyProfile();
  }
  return undefined;
}
