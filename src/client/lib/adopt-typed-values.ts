/**
 * A visitor may type into a server-rendered form before the application has taken the page (a slow phone, a busy
 * machine). React keeps what is in the field but starts from the value it rendered, so the form's state (and a submit
 * button enabled only when fields are filled) would not know about the typing. Once the page is hydrated, each field
 * whose value differs from the markup's is announced as an input: the form hears what the visitor typed.
 */
export function adoptTypedValues(root: HTMLElement) {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  for (const field of fields) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // Through the element's own property (which React watches) the field reads as its markup's value again; through
    // the prototype's setter (which it does not) it holds the typed text; the input event then reports the change.
    field.value = field.defaultValue;
    const prototype =
      field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);
