// What the deferred dialog and sheet load on first open (see ./deferred-dialog.tsx): the real Radix-based parts.
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
export { SheetContent, SheetHeader, SheetTitle } from './sheet';
