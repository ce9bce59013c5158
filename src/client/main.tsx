// The entry: the stylesheet, and the application (boot.tsx) when it is needed. A page rendered on the server
// (decision 012) is complete as it arrives: its text is there and its links work. So there the application starts
// after the first paint — once the browser is idle, or at the visitor's first sign of use if that comes sooner —
// and nothing it needs competes with what the visitor reads first (decisions 013, 033). Every other page starts it at
// once.
import './styles/app.css';
import { APP_MODULES_META } from '@shared/app-modules-meta';
import {
  dismissBanner,
  readConsent,
  sendPageView,
  syncConsentCopies,
  writeConsent,
} from './features/analytics/consent-store';
import { watchEarlyTyping } from './lib/early-typing';
import { holdButtonPresses } from './lib/hold-button-presses';

const start = () => import('./boot');

syncConsentCopies();
// A choice stored before the cookie mirrored it: the server could not know, so its banner goes now.
if (readConsent() !== 'unknown') document.querySelector('[data-consent-banner]')?.setAttribute('hidden', '');

const root = document.getElementById('root');
// Only server markup can be typed into before the application runs; a page it renders itself has nothing to hand over.
const earlyTyping = root?.hasChildNodes() ? watchEarlyTyping(root) : undefined;
if (!root?.hasChildNodes()) void start();
// A server-rendered page that acts by itself or is a form (sign-in, reset, callback, pricing) starts at once too.
else if (root.dataset.startsAtOnce !== undefined) {
  const stopHandlingConsent = handleConsentPresses(root, () => undefined);
  const releasePresses = holdButtonPresses(root, () => undefined);
  const handOver = () => {
    stopHandlingConsent();
    releasePresses();
  };
  // After the first paint: the page is complete as it arrives, so its text shows before the application's code is
  // even requested (on a phone that code takes seconds to arrive). Without the application (its code failed to
  // load), the held press is given back to the browser's own form.
  afterFirstPaint(() => startApplication(root, handOver, handOver));
}
// A signed-in visitor's page (their header menu, inbox, apply in place) is the application's: it starts as before.
else if (root.querySelector('[data-signed-in]')) startWhenIdleOrUsed(root);
// A visitor without a session gets only the page's islands (decision 059): the menu and Share come to life on their
// own, the text and links stay the server's, and a link loads the next page, which the server renders.
else startIslandsWhenIdleOrUsed(root);

/**
 * The analytics consent banner is in the server's markup while no choice is stored (decision 018): its buttons act
 * here, on the first press, until the application has taken the page — which may take seconds. Accept also calls
 * `onAccept` (the application sends page views); Decline and Close only need the banner gone. Returns the stop.
 */
function handleConsentPresses(root: HTMLElement, onAccept: () => void) {
  const onConsentPress = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('[data-consent-choice]');
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const choice = control.dataset.consentChoice;
    if (choice === 'close') dismissBanner();
    else writeConsent(choice === 'accept');
    control.closest('[data-consent-banner]')?.setAttribute('hidden', '');
    if (choice === 'accept') onAccept();
  };
  document.addEventListener('click', onConsentPress, true);
  return () => document.removeEventListener('click', onConsentPress, true);
}

/** What was typed before hydration reaches the form; the held press waits a task so the form has re-rendered. */
function takeOverTyping() {
  earlyTyping?.adopt();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function startWhenIdleOrUsed(root: HTMLElement) {
  const stopHandlingConsent = handleConsentPresses(root, () => begin());
  const releasePresses = holdButtonPresses(root, () => begin());
  const begin = whenIdleOrUsed(() =>
    startApplication(root, () => {
      stopHandlingConsent();
      releasePresses();
    }),
  );
  // Page views are reported by the application, and only after consent: a visitor who accepted gets it at once
  // (after the first paint), so their visit is counted even if they only read.
  if (readConsent() === 'accepted') afterFirstPaint(begin);
}

/**
 * The islands' start (decision 059): the islands' code (src/client/islands.tsx, React DOM and each island's
 * component) instead of the application, at the same moment the application would start. The consent banner needs
 * no island: its buttons are handled here for the page's whole life, and an accepted visit is reported from here.
 */
function startIslandsWhenIdleOrUsed(root: HTMLElement) {
  const reportView = () =>
    sendPageView({ path: location.pathname, search: location.search, role: null, plan: 'free' });
  handleConsentPresses(root, reportView);
  const releasePresses = holdButtonPresses(root, () => begin());
  const begin = whenIdleOrUsed(() => {
    void import('./islands')
      .then((islands) => islands.hydrateIslands(root))
      .then(takeOverTyping)
      .then(() => {
        releasePresses();
        root.dataset.started = 'islands';
      });
  });
  if (readConsent() === 'accepted') afterFirstPaint(reportView);
}

/**
 * Calls `begin` once: when the page has loaded, painted and the browser is idle, or at the visitor's first sign of
 * use if that comes sooner. Returns the call, for an earlier reason to begin (a press).
 */
function whenIdleOrUsed(begin: () => void): () => void {
  const signsOfUse = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  let begun = false;
  function once() {
    if (begun) return;
    begun = true;
    for (const type of signsOfUse) window.removeEventListener(type, once, true);
    begin();
  }
  for (const type of signsOfUse) window.addEventListener(type, once, { capture: true, passive: true });
  // Once the page has loaded and the browser is idle: the page's own fonts and images come first, and a tap made
  // once the code is here acts at once instead of waiting for it to start (decision 033). Hydrating in a transition
  // keeps the main thread free in small slices meanwhile.
  const whenIdle = (task: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 500);
  const startWhenIdle = () => afterFirstPaint(() => whenIdle(once));
  if (document.readyState === 'complete') startWhenIdle();
  else window.addEventListener('load', startWhenIdle, { once: true });
  return once;
}

/**
 * Imports the application beside the code its screen and dialogs need. Once it owns the page (hydrated, typing
 * adopted) `onStarted` runs and the root says so (`data-started`: its links now navigate in place; for styles and
 * tests); if its code fails to load, `onFailed`.
 */
function startApplication(root: HTMLElement, onStarted: () => void, onFailed?: () => void) {
  preloadFirstUse();
  void start()
    .then((app) => app.hydrated)
    .then(takeOverTyping)
    .then(() => {
      onStarted();
      root.dataset.started = '';
    }, onFailed);
}

/**
 * The application's code is imported by `start`; the screen's and the dialogs' code (the server lists it) is fetched
 * beside it rather than after it. A module preload shares its fetch with the import that later asks for the file.
 */
function preloadFirstUse() {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)?.content ?? '';
  for (const href of files.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href,
      crossOrigin: '',
    });
    document.head.append(link);
  }
}

/**
 * Runs `task` once the browser has shown the page's first text (its paint entry is queued when the frame is on
 * screen), so nothing requested for the application competes with what the visitor sees first. A hidden tab paints
 * nothing: after 3 s the task runs anyway.
 */
function afterFirstPaint(task: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    setTimeout(task, 0);
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return run();
  if (typeof PerformanceObserver === 'undefined') return requestAnimationFrame(run);
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(run, 3000);
}
