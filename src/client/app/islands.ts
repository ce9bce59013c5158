// The islands of the public pages (decision 059), by the name the server's markup gives them (`<Island name=…>`):
// each loads its own component, so a page fetches the code of the islands it has and nothing else.
import type { ComponentType } from 'react';

type IslandComponent = ComponentType<Record<string, unknown>>;
const loaded = <P>(component: ComponentType<P>) => component as unknown as IslandComponent;

export const islands: Record<string, () => Promise<IslandComponent>> = {
  'header-menu': () =>
    import('@client/features/site-chrome/components/header-menu').then((m) => loaded(m.HeaderMenu)),
  'share-job': () =>
    import('@client/features/jobs/components/share-job-dialog').then((m) => loaded(m.ShareJobButton)),
};
