// The same request fields in each body encoding a client could choose: what the body-type checks send to every
// route (authorization matrix, body-types.test.ts). Each route takes exactly one of them (JSON unless app.ts lists
// it otherwise); the other three must be refused with 415 before anything reads them.
import type { ApiErrorBody } from '@shared/errors';

export type BodyEncoding = 'json' | 'form-urlencoded' | 'multipart' | 'text';

export const BODY_ENCODINGS: readonly BodyEncoding[] = ['json', 'form-urlencoded', 'multipart', 'text'];

export interface EncodedBody {
  body: string | FormData;
  headers: Record<string, string>;
}

/** Field name → text values, from a JSON-like object, a form, or raw text (kept under one `payload` field). */
function fieldsOf(value: unknown): [string, string | File][] {
  if (value instanceof FormData) return [...value.entries()];
  if (typeof value === 'string') return [['payload', value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, field]): [string, string][] => {
    const values: unknown[] = Array.isArray(field) ? field : [field];
    return values.map((one) => [name, typeof one === 'object' ? JSON.stringify(one) : String(one)]);
  });
}

/** `value` (an object, a FormData upload, raw text, or undefined for no fields) encoded as `encoding`. */
export function encodeBody(encoding: BodyEncoding, value: unknown): EncodedBody {
  const fields = fieldsOf(value);
  const asText = () =>
    Object.fromEntries(fields.map(([name, field]) => [name, typeof field === 'string' ? field : field.name]));
  switch (encoding) {
    case 'json':
      return {
        body:
          typeof value === 'string'
            ? value
            : JSON.stringify(value instanceof FormData ? asText() : (value ?? {})),
        headers: { 'content-type': 'application/json' },
      };
    case 'form-urlencoded':
      return {
        body: new URLSearchParams(Object.entries(asText())).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    case 'multipart': {
      const form = new FormData();
      for (const [name, field] of fields) form.append(name, field);
      // The client sets the multipart type with its boundary.
      return { body: form, headers: {} };
    }
    case 'text':
      return {
        body: typeof value === 'string' ? value : JSON.stringify(asText()),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      };
  }
}

/** A problem description when `res` is not the 415 refusal in our error shape, else undefined. */
export function notRefusedAsUnsupported(res: { status: number; body: unknown }): string | undefined {
  const error = (res.body as Partial<ApiErrorBody> | null)?.error;
  if (res.status === 415 && error?.code === 'UNSUPPORTED_MEDIA_TYPE' && typeof error.message === 'string') {
    return undefined;
  }
  const text = typeof res.body === 'string' ? res.body.slice(0, 120) : JSON.stringify(res.body);
  return `expected 415 UNSUPPORTED_MEDIA_TYPE, got ${res.status} ${text}`;
}
