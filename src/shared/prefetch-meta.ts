// The <meta> through which the server tells a server-rendered page's entry which scripts its first use will need
// (src/server/features/web/preload-hints.ts writes it, src/client/main.tsx reads it: decision 013).
export const PREFETCH_META = 'app-prefetch';
