// The position form shows the server's field issue under the field it names (lib/form-errors.ts), and the
// spec's 'Validation Error' toast names it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from '@client/components/ui/deferred-dialog';
import { ApiError } from '@client/lib/api-client';
import { findToast } from '@client/components/ui/toasts-in-tests';
import { descriptionOf, expectServerError, renderWithApp } from '@client/test-support/server-answers';
import { PositionForm } from './position-form';

afterEach(() => vi.unstubAllGlobals());

const VALID = {
  companyName: 'Northwind Robotics',
  title: 'Independent Board Member',
  industry: 'Technology',
  city: 'Austin',
  country: 'United States',
  type: 'remote',
  compensationType: 'equity',
  engagementType: 'part-time',
  companySummary: 'Northwind Robotics builds autonomous inventory robots.',
  jobDescription: '<p>Join our board for quarterly meetings.</p>',
  salary: '0.5% equity',
  jobUrl: '',
  logoUrl: 'https://cdn.example.com/northwind.png',
  responseDays: '21',
  equityPercent: '',
  monthlyFee: '',
  feeCurrency: '',
  boardListed: false,
};

// Typing into a whole form is slow on a loaded 2-core runner; the default 5 s is too tight.
describe('position form: server field errors', { timeout: 20_000 }, () => {
  it('shows the server issue under "Title" and names it in the toast', async () => {
    const message = 'A position with this title is already open.';
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, 'VALIDATION_FAILED', 'Some fields need attention.', [
        { path: 'title', message },
      ]);
    });
    // Inside its dialog, as the dashboard shows it (the footer's buttons are dialog parts).
    renderWithApp(
      <Dialog open>
        <DialogContent size="lg">
          <DialogTitle>Edit position</DialogTitle>
          <PositionForm
            mode="edit"
            defaultValues={VALID}
            logoRequired={false}
            companyName="Northwind Robotics"
            submitLabel="Save Changes"
            busyLabel="Saving..."
            failureMessage="Failed to save the position."
            onSubmit={onSubmit}
          />
        </DialogContent>
      </Dialog>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Changes' }));
    await expectServerError(screen.getByLabelText(/^Title/), message);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(await findToast('Validation Error')).toEqual({ kind: 'error', description: message });
  });

  // Issue #29: the logo upload is at the end of a long dialog; the error must take the user there.
  for (const [where, logoRequired, onSubmit] of [
    ['the form’s own check', true, vi.fn(async () => undefined)],
    [
      'the server’s LOGO_REQUIRED',
      false,
      vi.fn(async () => {
        throw new ApiError(422, 'LOGO_REQUIRED', 'logo is required', [
          { path: 'logoUrl', message: 'logo is required' },
        ]);
      }),
    ],
  ] as const) {
    it(`a missing logo (${where}) focuses the logo field and says why under it`, async () => {
      renderWithApp(
        <Dialog open>
          <DialogContent size="lg">
            <DialogTitle>Post a board position</DialogTitle>
            <PositionForm
              mode="create"
              defaultValues={{ ...VALID, logoUrl: '' }}
              logoRequired={logoRequired}
              companyName="Northwind Robotics"
              submitLabel="Publish Position"
              busyLabel="Publishing..."
              failureMessage="Failed to create position. Please try again."
              onSubmit={onSubmit}
            />
          </DialogContent>
        </Dialog>,
      );
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Publish Position' }));
      const upload = await screen.findByRole('button', { name: /Upload logo file/ });
      await waitFor(() => expect(document.activeElement).toBe(upload));
      expect(descriptionOf(upload)).toContain('logo is required');
      expect(await findToast('Validation Error')).toEqual({ kind: 'error', description: 'logo is required' });
    });
  }
});
