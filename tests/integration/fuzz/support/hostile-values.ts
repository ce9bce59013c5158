// The malformed and boundary values every fuzzed input draws from: strings that break naive code (NUL bytes,
// right-to-left overrides, lone surrogates, emoji, SQL and path-traversal text, markup), numbers at the edges of
// what JSON and JavaScript can hold, and JSON values of the wrong type.
import fc from 'fast-check';

/** Text that has broken servers before; each is a literal so a failure names the culprit. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '😀',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '\ud800',
  '\udfff\ud800',
  'Z̷̧̛̖̲̥̈́͂a̵̧̛͓̰̪͒l̸̢̼͍̈́g̷̣̈́o̶̳̽',
  '\ufeff',
  '\u200b\u200d',
  "' OR 1=1 --",
  '"; DROP TABLE "user"; --',
  '%',
  '_',
  '\\',
  '%00',
  '%ZZ',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd\u0000.png',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  // Return addresses that leave the site once a browser drops the tab, or break a Location header (issue #28).
  '/\t/evil.example/x',
  '/\n/x',
  '//evil.example',
  '/\\evil.example',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  'https://',
  'http://localhost:3000/../../',
  'mailto:a@b.c',
  'a@b',
  '@',
  'x'.repeat(10_000),
] as const;

/** Numbers a JSON body can carry that sit at or beyond every limit. */
export const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.000001,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
] as const;

/** Characters to repeat up to a boundary length: one UTF-16 unit, two (emoji), a NUL and an RTL override. */
const FILL_CHARACTERS = ['a', 'é', '😀', '\u0000', '\u202e', ' ', '<'] as const;

export const hostileString = () => fc.constantFrom(...HOSTILE_STRINGS);

/** A string of exactly `length` UTF-16 units (an emoji fill can land one unit over: also a boundary). */
export const stringOfLength = (length: number) =>
  fc.constantFrom(...FILL_CHARACTERS).map((fill) => fill.repeat(Math.ceil(length / fill.length)));

/** Any text: printable, full unicode (including lone surrogates) or hostile. */
export const anyText = (maxLength = 40) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    hostileString(),
  );

/** `[[[[…]]]]` `depth` deep: parsers and validators that recurse must not fall over. */
export const deepArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

/** A JSON value of any type, including nesting that is far too deep and objects with prototype-ish keys. */
export const junkJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
    { weight: 1, arbitrary: hostileString() },
    { weight: 1, arbitrary: fc.constantFrom(deepArray(64), deepArray(1000)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown,
        { constructor: { prototype: { polluted: true } } },
        { toString: 'x', valueOf: 1 },
      ),
    },
  );

/** Keys a client must not be able to set (mass assignment) or that confuse naive object handling. */
export const EXTRA_KEYS = [
  'role',
  'userId',
  'user_id',
  'id',
  'isAdmin',
  'profileCompleted',
  'profile_completed',
  'lifetimeAccess',
  'postedBy',
  'status',
  'emailVerified',
  '__proto__',
  'constructor',
  '',
  '😀',
] as const;
