// `toast.success('Profile saved')` etc. from anywhere. Sonner itself (~10 kB gzip) is fetched on the first toast or
// when the root layout mounts the toaster (./sonner-toaster.tsx), whichever comes first, so no screen needs it to
// render. Calls keep their order: every call waits for the same module promise. Toasts raised before the toaster
// has mounted still show: Sonner's store hands a late toaster every toast that is still active.
import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info';

/**
 * Where no root layout mounts a toaster (a public page started as islands, decision 059), `mount` puts one on the
 * page at the first toast; it is called once.
 */
let mountOnFirstToast: (() => void) | undefined;
export function mountToasterOnFirstToast(mount: () => void) {
  mountOnFirstToast = mount;
}

function raise(kind: ToastKind) {
  return (title: string, options?: ExternalToast): void => {
    mountOnFirstToast?.();
    mountOnFirstToast = undefined;
    import('sonner').then(
      ({ toast }) => toast[kind](title, options),
      // Without the toast module there is nowhere to show the message; the console keeps it for a bug report.
      (error: unknown) => console.error(`Could not show the toast "${title}"`, error),
    );
  };
}

export const toast = { success: raise('success'), error: raise('error'), info: raise('info') };
