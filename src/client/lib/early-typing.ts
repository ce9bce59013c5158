/**
 * A visitor may type into a server-rendered form before the application has taken the page (a slow phone, a busy
 * machine). React keeps what is in the field but starts from the value it rendered, so the form's state (and a submit
 * button enabled only when fields are filled) would not know about the typing; nor would it know which fields the
 * visitor has already left, which is when a form checks a field. Start watching when the page arrives; once the page
 * is hydrated, `adopt` announces each field whose value differs from the markup's as an input, then each field left
 * meanwhile as a blur: the form hears what the visitor did, in that order.
 */
export function watchEarlyTyping(root: HTMLElement): { adopt: () => void } {
  const left = new Set<HTMLInputElement | HTMLTextAreaElement>();
  const onLeave = (event: FocusEvent) => {
    if (isTextField(event.target) && root.contains(event.target)) left.add(event.target);
  };
  document.addEventListener('focusout', onLeave, true);
  return {
    adopt() {
      document.removeEventListener('focusout', onLeave, true);
      for (const field of root.querySelectorAll('input, textarea'))
        if (isTextField(field)) announceTyping(field);
      for (const field of left) {
        // A field the visitor came back to is still being typed in: it is checked when they leave it again.
        if (field.isConnected && field !== document.activeElement)
          field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      }
    },
  };
}

function announceTyping(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  // Through the element's own property (which React watches) the field reads as its markup's value again; through
  // the prototype's setter (which it does not) it holds the typed text; the input event then reports the change.
  field.value = field.defaultValue;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_TYPES.has(target.type);
}

const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);
