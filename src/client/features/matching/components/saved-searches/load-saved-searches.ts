// One hop between a screen and the saved-search chunks (decision 045): a screen's lazy import carries the list of
// chunks to preload with it, in the screen's own initial JavaScript (about 30 files for these sections). Importing
// this small module instead keeps that list here, out of the screens' budgets; the sections load after first paint.
export const loadSavedSearchesSection = () => import('./saved-searches-section');
