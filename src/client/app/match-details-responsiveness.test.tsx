// A match's details (Learn More, where Apply Fast is) show the company's responsiveness as /advisor-matchmaking
// composes them: the matching feature's dialog with the hiring feature's line, fetched for the opened role only
// (issue #29). The server (fetch) is the boundary.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PositionResponsiveness } from '@client/features/hiring/components/position-responsiveness';
import { JobDetailDialog } from '@client/features/matching/components/job-detail-dialog';
import { unlockedJobCard } from '@client/features/matching/components/test-job-cards';
import { renderWithApp } from '@client/test-support/server-answers';

afterEach(() => vi.unstubAllGlobals());

describe('a match’s details', () => {
  it('show the company’s responsiveness above Apply Fast', async () => {
    const role = unlockedJobCard();
    const pathOf = (input: RequestInfo | URL) =>
      new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
    const fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
      const path = pathOf(input);
      const body =
        path === `/api/hiring/positions/${role.id}/responsiveness`
          ? {
              responsiveness: { applications: 24, medianDaysToFirstAction: 3, closedWithReasonPercent: null },
            }
          : {};
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchSpy);
    renderWithApp(
      <JobDetailDialog
        job={role}
        onClose={() => undefined}
        signedIn
        renderResponsiveness={(jobId) => <PositionResponsiveness jobId={jobId} />}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: role.title });
    const line = await within(dialog).findByRole('region', { name: 'Company responsiveness' });
    expect(line.textContent).toBe('This company usually answers within 3 days (from 24 applications).');
    // The apply states load with the dialog's own chunk (decision 044): the button comes a moment later.
    const apply = await within(dialog).findByRole('button', { name: 'Apply Fast' });
    expect(line.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The opened role's figure only, once (the apply states also read the advisor's confidential mode).
    expect(
      fetchSpy.mock.calls.map(([input]) => pathOf(input)).filter((path) => path.includes('responsiveness')),
    ).toEqual([`/api/hiring/positions/${role.id}/responsiveness`]);
  });
});
