// The <meta> through which the server tells a server-rendered page's entry which modules its application will need
// beside the entry's own import: the screen's and the dialogs' chunks, module-preloaded once the application starts
// (src/server/features/web/preload-hints.ts writes it, src/client/main.tsx reads it: decision 033).
export const APP_MODULES_META = 'app-modules';
