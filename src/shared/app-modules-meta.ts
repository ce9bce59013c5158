// The <meta> through which the server tells a server-rendered page's entry which modules its application will need
// beside the entry's own import: the screen's and the dialogs' chunks, module-preloaded once the application starts
// (src/server/features/web/preload-hints.ts writes it, src/client/main.tsx reads it: decision 033).
export const APP_MODULES_META = 'app-modules';

/**
 * The dialogs' chunks alone (the menu's sheet, Share's dialog): a page that starts as islands (decision 059) fetches
 * them beside its islands' code without running them, so a tap evaluates code already on the phone.
 */
export const DIALOG_MODULES_META = 'dialog-modules';
