// Component tests read toasts as a user does: the real toaster mounted beside the screen under test, each toast found
// by its title in the DOM with its kind and description. Imported by tests only, never by the app.
import { screen } from '@testing-library/react';
import { toast as sonner } from 'sonner';

export { Toaster } from './sonner-toaster';

export interface ShownToast {
  kind: string | null;
  description: string | null;
}

/** Waits for the toast titled `title` and tells its kind (success, error, info) and description. */
export async function findToast(title: string): Promise<ShownToast> {
  const titleNode = await screen.findByText(title, { selector: '[data-title]' });
  const toastNode = titleNode.closest('[data-sonner-toast]');
  return {
    kind: toastNode?.getAttribute('data-type') ?? null,
    description: toastNode?.querySelector('[data-description]')?.textContent ?? null,
  };
}

/** Sonner keeps its toasts in a module-level store: each test starts with none. */
export function dismissToasts(): void {
  sonner.dismiss();
}

/** The titles of the toasts on screen, read after pending toast calls have settled (for "no toast was shown"). */
export async function shownToastTitles(): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return [...document.querySelectorAll('[data-sonner-toast] [data-title]')].map(
    (node) => node.textContent ?? '',
  );
}
