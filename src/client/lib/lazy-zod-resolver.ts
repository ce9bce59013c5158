// A react-hook-form resolver whose zod schema is loaded on the first validation. Zod is about 25 kB gzip and the
// sign-in, sign-up and reset-password screens are public pages that should render without it: the visitor reads
// and types first, and only a blur or a submit needs the schema. The same shared schema still validates (the
// server's), it just arrives a moment later.
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

type FormSchema = z4.$ZodType<FieldValues, FieldValues>;

export function lazyZodResolver<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
): Resolver<z4.input<Schema>, unknown, z4.output<Schema>> {
  type Loaded = Resolver<z4.input<Schema>, unknown, z4.output<Schema>>;
  let loading: Promise<Loaded> | undefined;
  const load = () =>
    Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Loaded,
    );
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      // Offline or a stale deployment: forget the failure so the next validation tries again.
      loading = undefined;
      throw error;
    });
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
