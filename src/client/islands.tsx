// The public pages' start for a visitor without a session (decision 059): main.tsx loads this module instead of the
// application (boot.tsx). It hydrates each island the server's markup names, with `hydrateRoot` on the island's own
// wrapper and the island's own code, and leaves the rest of the page (static text and plain links) as it arrived.
// No router, query client or route table is evaluated: a link loads the next page, which the server renders.
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ISLAND_SELECTOR } from '@client/components/island';
import { mountToasterOnFirstToast } from '@client/components/ui/toaster';
import { DIALOG_MODULES_META } from '@shared/app-modules-meta';
import { islands } from './app/islands';

// As in boot.tsx: the Content-Security-Policy forbids eval, and zod reads this before its first parse.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/** A task boundary: the browser may paint and handle input between two islands. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** Hydrates one island: settles once its handlers are attached. */
async function hydrateIsland(element: HTMLElement) {
  const load = islands[element.dataset.island ?? ''];
  if (!load) return console.warn(`No island is called "${element.dataset.island}".`);
  const Component = await load();
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as Record<string, unknown>;
  await nextTask();
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <>
          <Component {...props} />
          <Committed onCommit={resolve} />
        </>,
        {
          onRecoverableError: (error) =>
            console.warn('Part of the page was rendered again in the browser:', error),
        },
      );
    });
  });
}

/** Settles once every island of the page is live. */
export async function hydrateIslands(root: HTMLElement): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)].filter(
    // An island inside another is the outer one's business.
    (element) => !element.parentElement?.closest(ISLAND_SELECTOR),
  );
  // The dialogs' code (the menu's sheet, Share's dialog) is fetched beside the islands' own but not run: it runs when
  // a finger or pointer reaches a trigger (deferred-dialog), from bytes already on the phone.
  if (elements.length > 0) fetchDialogCode();
  // Toasts (Share's "Link Copied!") need a toaster on the page: it is put there at the first toast.
  mountToasterOnFirstToast(() => void mountToaster());
  await Promise.all(elements.map(hydrateIsland));
}

function fetchDialogCode() {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${DIALOG_MODULES_META}"]`)?.content;
  for (const href of files?.split(' ').filter(Boolean) ?? []) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href,
      crossOrigin: '',
    });
    document.head.append(link);
  }
}

async function mountToaster() {
  const { Toaster } = await import('@client/components/ui/sonner-toaster');
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}
