// One way to write a moment (a message, a notification, a timeline step) across the signed-in screens: the reader's
// own locale decides the order and the clock (12 or 24 hours), so no screen hard-codes either. Not for
// server-rendered pages: the server does not know the visitor's locale (decision 034: use useFormatDate there).

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 26, 2026, 3:05 PM" for en-US, "26 Nov 2026, 15:05" for en-GB; the reader's locale when none is given. */
export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = locale ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(key, format);
  }
  return format.format(date);
}
