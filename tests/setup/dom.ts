import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// Test files share one module cache per worker (isolate: false in vitest.config.ts), so sonner's toast store outlives
// a file: a toast still showing when a test ends would be replayed into the next test's Toaster.
afterEach(() => {
  toast.dismiss();
  cleanup();
});

// jsdom lacks matchMedia; components that adapt to the viewport read it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
