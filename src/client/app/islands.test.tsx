// Each island's markup, as the server renders it inside its wrapper, is what the island's own code renders from the
// props the wrapper carries (decision 059): hydrated alone, React keeps it without rendering a part again, and the
// island then works (the menu opens with its links, as plain links: no router runs there).
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Island, ISLAND_SELECTOR } from '@client/components/island';
import { preloadDialogParts } from '@client/components/ui/deferred-dialog';
import { HeaderMenu, type NavEntry } from '@client/features/site-chrome/components/header-menu';
import { ShareJobButton } from '@client/features/jobs/components/share-job-dialog';
import { islands } from './islands';

// The dialogs' code (Radix) loads once, before the tests: on a busy machine its first import is slow.
beforeAll(() => preloadDialogParts());
// Test files share one document per worker (isolate: false): each hydrated root is unmounted, so an open dialog
// gives the body back its pointer events (Radix took them while it was open) before the next file's tests.
const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

const entries: NavEntry[] = [
  { kind: 'link', label: 'Home', to: '/', end: true },
  { kind: 'link', label: 'Sign In', to: '/auth', plain: true },
  { kind: 'link', label: 'Sign Up', to: '/auth?tab=signup', plain: true, emphasis: true },
];

/** Server-renders `page`, then hydrates its one island the way src/client/islands.tsx does. */
async function hydrateIslandOf(page: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  const element = container.querySelector<HTMLElement>(ISLAND_SELECTOR)!;
  const Component = await islands[element.dataset.island!]!();
  const props = JSON.parse(element.dataset.islandProps!) as Record<string, unknown>;
  const renderedAgain = vi.fn();
  await act(async () => {
    roots.push(hydrateRoot(element, <Component {...props} />, { onRecoverableError: renderedAgain }));
  });
  return { container, renderedAgain };
}

describe('islands', () => {
  it('load the component the page renders under their name', async () => {
    const rendered: Record<string, ComponentType<never>> = {
      'header-menu': HeaderMenu,
      'share-job': ShareJobButton,
    };
    for (const [name, load] of Object.entries(islands)) expect(await load()).toBe(rendered[name]);
  });

  it('the header menu is taken over as the server wrote it, and opens with plain links', async () => {
    const { renderedAgain } = await hydrateIslandOf(
      <header>
        <a href="/">Boardly</a>
        <Island name="header-menu" component={HeaderMenu} props={{ entries, siteName: 'Boardly' }} />
      </header>,
    );
    expect(renderedAgain).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open menu' })));
    const dialog = await screen.findByRole('dialog');
    const signUp = within(dialog).getByRole('link', { name: 'Sign Up' });
    expect(signUp.getAttribute('href')).toBe('/auth?tab=signup');
  });

  it('Share is taken over as the server wrote it, and opens its dialog', async () => {
    const job = { id: 'j1', title: 'Board Chair', companyName: 'Acme', publicJobSlug: 'board-chair-acme' };
    const { renderedAgain } = await hydrateIslandOf(
      <Island name="share-job" component={ShareJobButton} props={{ job }} />,
    );
    expect(renderedAgain).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(await screen.findByRole('dialog', { name: /Share/ })).toBeTruthy();
  });
});
