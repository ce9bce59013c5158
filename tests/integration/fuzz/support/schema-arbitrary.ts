// Arbitraries derived from the shared zod contract schemas, so the fuzzer follows the schemas as they change:
// the schema's input side is turned into JSON Schema (zod's own converter), and every field then yields mostly
// plausible values at and just beyond its limits (empty, min, max, max + 1), sometimes a hostile string or a
// value of the wrong type; objects sometimes lose required keys or gain mass-assignment keys.
import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import { EDGE_NUMBERS, EXTRA_KEYS, anyText, hostileString, junkJson, stringOfLength } from './hostile-values';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

export const jsonSchemaOf = (schema: ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Mostly the intended shape (weight 8), sometimes hostile text (1) or a value of another type (1). */
const withJunk = <T>(plausible: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 8, arbitrary: plausible },
    { weight: 1, arbitrary: hostileString() },
    { weight: 1, arbitrary: junkJson() },
  );

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const lengths = [...new Set([0, min, Math.max(0, min - 1), max, max + 1])];
  const options: fc.Arbitrary<string>[] = [
    fc.constantFrom(...lengths).chain(stringOfLength),
    fc.string({ minLength: min, maxLength: Math.min(max, 60) }),
    anyText(Math.min(max + 2, 80)),
  ];
  if (schema.format === 'email') {
    options.push(
      fc.emailAddress(),
      fc.emailAddress().map((email) => email.toUpperCase()),
      fc.emailAddress().map((email) => ` ${email}\u0000`),
    );
  }
  if (schema.pattern) options.push(fc.stringMatching(new RegExp(schema.pattern)));
  return fc.oneof(...options);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1000;
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { weight: 3, arbitrary: inRange },
    { weight: 2, arbitrary: fc.constantFrom(min, max, min - 1, max + 1, min + 0.5) },
    { weight: 1, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
    // Numbers as strings: coercing schemas must still refuse the ones that are not numbers.
    {
      weight: 1,
      arbitrary: fc.constantFrom(String(max), String(max + 1), 'NaN', '1e309', ' 7 ', '0x1f', ''),
    },
  );
}

/** A value that satisfies the node's type and limits (refinements such as URL rules aside). */
function validValueFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return validValueFor(alternatives[0]!, depth + 1);
  if (schema.allOf) {
    return fc
      .tuple(...schema.allOf.map((part) => validValueFor(part, depth + 1)))
      .map((parts) => Object.assign({}, ...parts) as unknown);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const min = Math.max(1, schema.minLength ?? 1);
      const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
      return fc.oneof(
        fc.string({ unit: fc.constantFrom(...'abcdefghij0123456789'), minLength: min, maxLength: max }),
        fc.constantFrom('Zoë Ångström', 'مرحبا', '北京', 'Ünïcødé 😀').filter((text) => text.length <= max),
      );
    }
    case 'integer':
    case 'number':
      return fc.integer({ min: Math.ceil(schema.minimum ?? 0), max: Math.floor(schema.maximum ?? 100) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValueFor(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([key, property]) =>
        fc
          .tuple(required.has(key) ? fc.constant(true) : fc.boolean(), validValueFor(property, depth + 1))
          .map(([present, value]) => (present ? ([key, value] as const) : undefined)),
      );
      return fc
        .tuple(...fields)
        .map((entries) => Object.fromEntries(entries.filter((entry) => entry !== undefined)));
    }
    default:
      return fc.constant('x');
  }
}

/** A value of the node's type that satisfies its limits: the start point of most fuzzed bodies. */
export const validLike = (schema: ZodType) => validValueFor(jsonSchemaOf(schema), 0);

/** One value for a JSON Schema node; `depth` bounds the recursion of nested arrays and objects. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return withJunk(fc.constant(schema.const));
  if (schema.enum) return withJunk(fc.constantFrom(...schema.enum));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => valueFor(option, depth + 1)));
  if (schema.allOf) {
    return fc
      .tuple(...schema.allOf.map((part) => valueFor(part, depth + 1)))
      .map((parts) =>
        parts.every((part) => typeof part === 'object' && part !== null && !Array.isArray(part))
          ? Object.assign({}, ...parts)
          : parts[0],
      );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return withJunk(stringArbitrary(schema));
    case 'integer':
      return withJunk(numberArbitrary(schema, true));
    case 'number':
      return withJunk(numberArbitrary(schema, false));
    case 'boolean':
      return withJunk(fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 0, 1)));
    case 'null':
      return withJunk(fc.constant(null));
    case 'array': {
      const item = valueFor(schema.items ?? {}, depth + 1);
      const min = schema.minItems ?? 0;
      const max = schema.maxItems ?? 8;
      return withJunk(
        fc.oneof(
          fc.array(item, { minLength: min, maxLength: Math.min(max, 8) }),
          // Exactly at and one over the limit, with one repeated item so large lists stay cheap to build.
          fc.tuple(item, fc.constantFrom(max, max + 1)).map(([value, length]) => Array(length).fill(value)),
        ),
      );
    }
    case 'object':
      return withJunk(objectArbitrary(schema, depth));
    default:
      return junkJson();
  }
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([key, property]) =>
    fc
      .tuple(
        // Required keys are present 9 times in 10, optional ones half the time.
        required.has(key) ? fc.integer({ min: 0, max: 9 }).map((n) => n > 0) : fc.boolean(),
        valueFor(property, depth + 1),
      )
      .map(([present, value]) => (present ? ([key, value] as const) : undefined)),
  );
  const extras = fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS), junkJson()), { maxLength: 2 });
  return fc.tuple(fc.tuple(...fields), extras).map(([entries, extra]) => {
    // defineProperty keeps a literal "__proto__" key as data, the way JSON.parse would receive it.
    const object: Record<string, unknown> = {};
    for (const [key, value] of [...entries.filter((entry) => entry !== undefined), ...extra]) {
      Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return object;
  });
}

/** Values shaped like the schema's input, with boundary and junk values mixed in. */
export const shapedLike = (schema: ZodType) => valueFor(jsonSchemaOf(schema));

/**
 * A plausible body with one to three fields broken: a field replaced by an edge value of its own schema, or
 * dropped, or a mass-assignment key added. `base` is a known-good body (or one made by `validLike`).
 */
export function mutatedFrom(schema: ZodType, base: fc.Arbitrary<Record<string, unknown>>) {
  const json = jsonSchemaOf(schema);
  const properties = {
    ...Object.assign({}, ...(json.allOf ?? []).map((part) => part.properties ?? {})),
    ...json.properties,
  } as Record<string, JsonSchema>;
  const keys = Object.keys(properties);
  if (keys.length === 0) return base;
  const mutation = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(...keys).chain((key) => valueFor(properties[key]!).map((v) => ({ key, v }))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...keys).map((key) => ({ key, v: undefined, drop: true })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), junkJson()).map(([key, v]) => ({ key, v })),
    },
  );
  return fc.tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([body, mutations]) => {
    const copy: Record<string, unknown> = { ...body };
    for (const m of mutations as { key: string; v: unknown; drop?: boolean }[]) {
      if (m.drop) delete copy[m.key];
      else
        Object.defineProperty(copy, m.key, {
          value: m.v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return copy;
  });
}

/** A query string's parameters shaped like the schema (every value as text, as a URL carries it). */
export const queryShapedLike = (schema: ZodType): fc.Arbitrary<[string, string][]> => {
  const json = jsonSchemaOf(schema);
  const entries = Object.entries(json.properties ?? {}).map(([key, property]) =>
    fc.option(
      valueFor(property).map((value) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
      { freq: 2 },
    ),
  );
  const junkKeys = fc.array(fc.tuple(fc.oneof(hostileString(), fc.string()), anyText()), { maxLength: 2 });
  return fc.tuple(fc.tuple(...entries), junkKeys, fc.boolean()).map(([pairs, junk, repeat]) => {
    const present = pairs.filter((pair): pair is [string, string] => pair !== null);
    // A repeated key (?page=1&page=2) is how arrays sneak into servers that expect one value.
    return [...present, ...(repeat ? present.slice(0, 1) : []), ...junk];
  });
};
