import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LockedJobCard, UnlockedJobCard } from '@shared/schemas/jobs';
import { RoleCard } from './role-card';
import { unlockedJobCard } from './test-job-cards';

const lockedJob: LockedJobCard = {
  locked: true,
  industry: 'Finance',
  engagementType: 'part-time',
  compensationType: 'equity',
  region: 'Europe',
};

const unlockedJob = unlockedJobCard({ jobDescription: '<p>Help us raise the next round.</p>' });

const match = { score: 87, confidence: 0.8, reasons: [], tensions: [], improvements: [] };

function renderCard(job: LockedJobCard | UnlockedJobCard, withMatch = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RoleCard job={job} match={withMatch ? match : undefined} onLearnMore={() => undefined} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('article');
}

describe('RoleCard', () => {
  it('shows a locked match by what the server sends (industry, engagement, compensation, region, score) and leads to the plans', () => {
    const card = renderCard(lockedJob, true);
    expect(within(card).getByRole('heading', { name: 'Finance role' })).toBeTruthy();
    expect(within(card).getByText('Title and company shown with Pro')).toBeTruthy();
    expect(within(card).getByText('Europe')).toBeTruthy();
    expect(within(card).getByText('Part-time')).toBeTruthy();
    expect(within(card).getByText('Equity')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('87');
    expect(within(card).getByRole('link', { name: 'Unlock to view full details' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(within(card).queryByRole('button', { name: 'Learn More' })).toBeNull();
    expect(card.textContent).not.toMatch(/Posted|Applied/);
  });

  it('names a locked role without an industry plainly', () => {
    const card = renderCard({ ...lockedJob, industry: null, region: null });
    expect(within(card).getByRole('heading', { name: 'Advisory role' })).toBeTruthy();
    expect(within(card).queryByText('Europe')).toBeNull();
  });

  it('shows an unlocked role with its title, company, place and Learn More', () => {
    const card = renderCard(unlockedJob);
    expect(within(card).getByRole('heading', { name: 'Fundraising Advisor' })).toBeTruthy();
    expect(within(card).getByText('Ledgerline')).toBeTruthy();
    expect(within(card).getByText('London, United Kingdom')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Learn More' })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Unlock to view full details' })).toBeNull();
  });
});
