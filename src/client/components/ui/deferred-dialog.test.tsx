import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle, DialogTrigger, preloadDialogParts } from './deferred-dialog';

function MenuDialog() {
  return (
    <Dialog>
      <DialogTrigger>Open menu</DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Menu</DialogTitle>
      </DialogContent>
    </Dialog>
  );
}

describe('deferred dialog', () => {
  // The first tap on a phone must not wait for a download once the browser has had an idle moment (boot.tsx
  // preloads the parts then): the click alone, with nothing awaited, shows the dialog.
  it('opens in the same render as the click once its parts are preloaded, and closes back to its trigger', async () => {
    await act(async () => preloadDialogParts());
    await act(async () => undefined);
    render(<MenuDialog />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    act(() => fireEvent.click(trigger));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();

    act(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
