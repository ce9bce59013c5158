import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationStatusChanged } from '@shared/schemas/company';
import { renderWithApp } from '@client/test-support/server-answers';
import { StatusControl } from './status-control';

/** The server's answer to the hire (fetch is the one boundary replaced here). */
function answerHire(answer: ApplicationStatusChanged) {
  const spy = vi.fn(
    async () =>
      new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

/** The menu's code loads after the first render (deferred-dropdown-menu): wait for its trigger, open by keyboard. */
async function openHireDialog(user: ReturnType<typeof userEvent.setup>) {
  await act(async () => {
    await import('@client/components/ui/dropdown-menu');
  });
  // Radix's trigger (unlike the stand-in button) carries an id.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Change status' }).id).not.toBe(''));
  screen.getByRole('button', { name: 'Change status' }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitem', { name: 'Hire' }));
}

describe('StatusControl', () => {
  it('says what a hire did, as the server recorded it: others closed and the position deactivated (issue #29)', async () => {
    const user = userEvent.setup();
    const fetchSpy = answerHire({
      id: 'a1',
      status: 'hired',
      updatedAt: '2026-12-01T09:00:00.000Z',
      changed: true,
      closedOthers: 3,
      positionDeactivated: true,
    });
    renderWithApp(
      <StatusControl applicationId="a1" advisorName="Ada Lovelace" jobTitle="Chair" status="shortlisted" />,
    );
    await openHireDialog(user);
    await user.click(await screen.findByRole('button', { name: 'Hire and close the others' }));
    expect(
      await screen.findByText(
        'Ada Lovelace is marked as hired. We’ve e-mailed them your decision. The 3 other open applications ' +
          'were closed and each advisor received your message. The position is now inactive.',
      ),
    ).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('does not claim the position was deactivated when the server did not', async () => {
    const user = userEvent.setup();
    answerHire({
      id: 'a1',
      status: 'hired',
      updatedAt: '2026-12-01T09:00:00.000Z',
      changed: true,
      closedOthers: 0,
      positionDeactivated: false,
    });
    renderWithApp(
      <StatusControl applicationId="a1" advisorName="Ada Lovelace" jobTitle="Chair" status="contacted" />,
    );
    await openHireDialog(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Also deactivate this position' }));
    await user.click(await screen.findByRole('button', { name: 'Hire and close the others' }));
    expect(await screen.findByText(/No other application was open\.$/)).toBeTruthy();
    expect(screen.queryByText(/inactive/)).toBeNull();
  });
});
