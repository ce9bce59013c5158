import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, findToast, Toaster } from '@client/components/ui/toasts-in-tests';
import { ShareJobButton } from './share-job-dialog';

const role = {
  id: 'abc',
  title: 'Audit Committee Chair',
  companyName: 'Ledgerline',
  publicJobSlug: 'audit-chair',
};
const expectedUrl = `${window.location.origin}/job/audit-chair?utm_source=social&utm_medium=share&utm_campaign=job_share`;

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}
function setExecCommand(result: boolean) {
  const execCommand = vi.fn(() => result);
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return execCommand;
}

async function openAndCopy() {
  render(
    <>
      <ShareJobButton job={role} />
      <Toaster />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  // The dialog's code loads on first open, so its content appears a moment after the click.
  await userEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));
}

beforeEach(dismissToasts);
afterEach(() => setClipboard(undefined));

describe('share dialog', () => {
  it('offers the public link with the share parameters to every channel', async () => {
    render(<ShareJobButton job={role} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share this role' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to this role' }).value).toBe(
      expectedUrl,
    );
    const encoded = encodeURIComponent(expectedUrl);
    expect(screen.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(screen.getByRole('link', { name: /^X/ }).getAttribute('href')).toContain(`url=${encoded}`);
    expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
  });

  it("copies with the Clipboard API: 'Link Copied!'", async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard(writeText);
    await openAndCopy();
    expect(writeText).toHaveBeenCalledWith(expectedUrl);
    expect((await findToast('Link Copied!')).kind).toBe('success');
  });

  it('falls back to copying the selected field when the Clipboard API refuses', async () => {
    setClipboard(async () => Promise.reject(new Error('denied')));
    const execCommand = setExecCommand(true);
    await openAndCopy();
    expect((await findToast('Link Copied!')).kind).toBe('success');
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it("shows 'Copy Failed' with the link when both ways fail", async () => {
    setClipboard(undefined);
    setExecCommand(false);
    await openAndCopy();
    expect(await findToast('Copy Failed')).toEqual({ kind: 'error', description: expectedUrl });
    expect(screen.getByRole('alert').textContent).toMatch(/copy it yourself/);
  });
});
