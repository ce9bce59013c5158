import { useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { TIMINGS } from '@shared/constants';

const MOBILE_QUERY = '(max-width: 768px)';

/** Whether a media query matches, kept in sync with the viewport; `false` outside the browser. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

// Sonner themes itself through CSS variables on its list element; pointing them at our tokens keeps toasts on
// brand without fighting its (unlayered) stylesheet. Every text/background pair here is ≥ 4.5:1.
const tokenStyle = {
  '--normal-bg': 'var(--color-card)',
  '--normal-border': 'var(--color-hairline)',
  '--normal-text': 'var(--color-ink)',
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'color-mix(in srgb, var(--color-success) 25%, white)',
  '--success-text': 'var(--color-success)',
  '--info-bg': 'var(--color-info-soft)',
  '--info-border': 'color-mix(in srgb, var(--color-info) 25%, white)',
  '--info-text': 'var(--color-info)',
  '--warning-bg': 'var(--color-warning-soft)',
  '--warning-border': 'color-mix(in srgb, var(--color-warning) 25%, white)',
  '--warning-text': 'var(--color-warning)',
  '--error-bg': 'var(--color-danger-soft)',
  '--error-border': 'color-mix(in srgb, var(--color-danger) 25%, white)',
  '--error-text': 'var(--color-danger)',
  '--border-radius': 'var(--radius-card)',
  fontFamily: 'var(--font-sans)',
} as CSSProperties;

export type ToasterProps = Omit<SonnerToasterProps, 'position'>;

/**
 * Mount once (root layout, lazily). Bottom-right on desktop, top-centre on phones and small tablets; Alt+T (Sonner's
 * default hotkey) moves focus to the toasts. Raise toasts with `toast` from ./toaster.
 */
export function Toaster(props: ToasterProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  return (
    <SonnerToaster
      position={isMobile ? 'top-center' : 'bottom-right'}
      duration={TIMINGS.toastDurationMs}
      visibleToasts={TIMINGS.toastVisible}
      richColors
      closeButton
      style={tokenStyle}
      toastOptions={{
        classNames: {
          toast: 'text-sm! shadow-overlay!',
          title: 'font-medium!',
        },
      }}
      {...props}
    />
  );
}
