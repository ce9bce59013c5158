// An island (decision 059): an interactive part of a server-rendered public page that the browser brings to life on
// its own, without the application. The server's markup carries the part inside a wrapper that names it and holds
// its props; a visitor without a session gets only the islands' code (src/client/islands.tsx hydrates each wrapper
// with `hydrateRoot`), and the rest of the page stays the server's static markup. Inside the application (signed in,
// or a page the server did not render) the wrapper is just there: `display: contents` keeps it out of the layout.
//
// An island's component must render the same markup from its props alone: no router, query client or other context
// the application provides (links go through `components/anchor.tsx`), and props that survive JSON.
import type { ComponentType } from 'react';

/** Where the page's markup names an island: `[data-island]`, its props in `data-island-props` (JSON). */
export const ISLAND_SELECTOR = '[data-island]';

export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  /** The name `app/islands.ts` loads this component's code under. */
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <div data-island={name} data-island-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
