// Dialogs and sheets whose code loads on first open. Radix Dialog with its focus trap and scroll lock is about
// 13 kB gzip, and most screens that offer a dialog (share a role, forgot password, manage subscription, the
// header's mobile menu) show it only after a click. Until the first open the trigger is a plain button (or the
// `asChild` child) and the other parts render nothing; opening loads ./modal-parts and from then on every part is
// the real one (focus trap, Escape, focus back to the trigger). Same part names and props as ./dialog and ./sheet,
// so a caller switches by changing its import. Controlled (`open` + `onOpenChange`) and uncontrolled use both work.
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
  type ComponentProps,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Slot } from 'radix-ui';
import type * as modalParts from './modal-parts';

type Parts = typeof modalParts;
/** The parts once any dialog has loaded them: a later open renders the real dialog in the same render. */
let loadedParts: Parts | null = null;
const loadParts = () => import('./modal-parts').then((parts) => (loadedParts = parts));
/**
 * Starts the download early (pointer over or focus on a trigger, or the browser idle once the application has
 * started: boot.tsx); a failure here is retried on open.
 */
export const preloadDialogParts = (): Promise<void> =>
  loadParts().then(
    () => undefined,
    () => undefined,
  );
const preload = () => void preloadDialogParts();

const LoadedParts = createContext<Parts | null>(null);
const RequestOpen = createContext<() => void>(() => undefined);

export interface DeferredDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  modal?: boolean;
  children?: ReactNode;
}

export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  modal,
  children,
}: DeferredDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const [parts, setParts] = useState<Parts | null>(null);
  // Loaded already (an earlier dialog, or the preload once the browser was idle): the real dialog in this very
  // render. Only on open, so a closed dialog renders the plain trigger the server's markup has.
  if (open && !parts && loadedParts) setParts(loadedParts);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // Offline or a stale deployment: close again so the next click retries instead of doing nothing.
  const onLoadFailed = useEffectEvent((error: unknown) => {
    console.error('Could not load the dialog', error);
    setOpen(false);
  });

  useEffect(() => {
    if (!open || parts) return;
    let current = true;
    loadParts().then(
      (loaded) => {
        if (current) setParts(loaded);
      },
      (error: unknown) => {
        if (current) onLoadFailed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [open, parts]);

  if (!parts) return <RequestOpen.Provider value={() => setOpen(true)}>{children}</RequestOpen.Provider>;
  return (
    <LoadedParts.Provider value={parts}>
      <parts.Dialog open={open} onOpenChange={setOpen} modal={modal}>
        {children}
      </parts.Dialog>
    </LoadedParts.Provider>
  );
}

export function DialogTrigger({
  onClick,
  asChild,
  children,
  ...props
}: ComponentProps<Parts['DialogTrigger']>) {
  const parts = useContext(LoadedParts);
  const requestOpen = useContext(RequestOpen);
  if (parts) {
    return (
      <parts.DialogTrigger onClick={onClick} asChild={asChild} {...props}>
        {children}
      </parts.DialogTrigger>
    );
  }
  // What Radix's trigger would announce while closed.
  const closedTrigger = {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: preload,
    onFocus: preload,
  } as const;
  const open = (event: MouseEvent<HTMLElement>) => {
    // The element is the trigger's button (or the `asChild` child standing in for it).
    onClick?.(event as MouseEvent<HTMLButtonElement>);
    if (!event.defaultPrevented) requestOpen();
  };
  if (asChild) {
    return (
      <Slot.Root {...closedTrigger} {...(props as ComponentProps<typeof Slot.Root>)} onClick={open}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button type="button" {...closedTrigger} {...props} onClick={open}>
      {children}
    </button>
  );
}

/** A part that exists only while the dialog is loaded (and so only once it has been opened). */
function loadedPart<Name extends Exclude<keyof Parts, 'Dialog' | 'DialogTrigger'>>(name: Name) {
  type Props = ComponentProps<Parts[Name]>;
  function Part(props: Props) {
    const parts = useContext(LoadedParts);
    if (!parts) return null;
    const Component = parts[name] as ComponentType<Props>;
    return <Component {...props} />;
  }
  Part.displayName = `Deferred${name}`;
  return Part;
}

export const DialogContent = loadedPart('DialogContent');
export const DialogHeader = loadedPart('DialogHeader');
export const DialogFooter = loadedPart('DialogFooter');
export const DialogTitle = loadedPart('DialogTitle');
export const DialogDescription = loadedPart('DialogDescription');
export const DialogClose = loadedPart('DialogClose');

export { Dialog as Sheet, DialogTrigger as SheetTrigger };
export const SheetContent = loadedPart('SheetContent');
export const SheetHeader = loadedPart('SheetHeader');
export const SheetTitle = loadedPart('SheetTitle');
