// Turns a route description into an arbitrary of concrete requests: an actor, path parameters, a query string
// and a body — mostly plausible, often just past a limit, sometimes plain garbage (wrong content type, text that
// is not JSON, nesting thousands deep, broken multipart, broken percent-encoding, 20 000-character queries).
import fc from 'fast-check';
import type { FuzzWorld } from './fuzz-world';
import type { Actor, FileField, FuzzBody, FuzzRequest, FuzzRoute } from './fuzz-route';
import { anyText, hostileString, junkJson } from './hostile-values';
import { mutatedFrom, queryShapedLike, shapedLike, validLike } from './schema-arbitrary';

/** Percent sequences that are not valid UTF-8 or not percent-encoding at all, sent as they are. */
const RAW_SEGMENTS = ['%', '%E0%A4%A', '%C0%AF', '%FF%FE', '%2e%2e%2f%2e%2e%2f', '..%00', '%25%00'] as const;

/** URLs cannot carry lone surrogates (encodeURIComponent throws): they become U+FFFD, as a browser sends them. */
export const encodeSegment = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

export const pathParam = (known: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileString().map(encodeSegment) },
    { weight: 1, arbitrary: anyText(60).map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );

const JUNK_QUERIES = [
  'page=%E0%A4%A',
  'page[]=1&page[]=2',
  'page=1&page=2&page=abc',
  '&&&==&=',
  '%00=%00',
  `title=${'a'.repeat(20_000)}`,
  `${'k'.repeat(5_000)}=v`,
  'page=1e309',
  'page=0x10',
  'page=-0',
  'page= 2 ',
  'page=9007199254740993',
  '__proto__[isAdmin]=true',
] as const;

function queryArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const junk = fc.constantFrom(...JUNK_QUERIES);
  if (!route.query)
    return fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: junk });
  const shaped = queryShapedLike(route.query).map((pairs) => new URLSearchParams(pairs).toString());
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

const MAGIC_PREFIXES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff, 0xe0], // JPEG
  [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
  [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], // RIFF….WEBP
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x50, 0x4b, 0x03, 0x04], // zip (docx)
  [0xd0, 0xcf, 0x11, 0xe0], // OLE (doc)
  [0x4d, 0x5a], // MZ executable
  [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">')],
] as const;

const FILE_NAMES = [
  'photo.png',
  'photo.jpg',
  'logo.webp',
  'cv.pdf',
  'cv.docx',
  'cv.doc',
  '.png',
  'noextension',
  'evil.exe',
  'cv.pdf.exe',
  '../../etc/passwd.png',
  'a\u0000.pdf',
  '😀 résumé.pdf',
  '\u202egnp.exe',
  `${'n'.repeat(400)}.png`,
  '',
] as const;

const fileField = (world: FuzzWorld): fc.Arbitrary<FileField> =>
  fc.record({
    bytes: fc.oneof(
      { weight: 3, arbitrary: fc.uint8Array({ maxLength: 4096 }) },
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.constantFrom(...MAGIC_PREFIXES), fc.uint8Array({ maxLength: 2048 }))
          .map(([prefix, rest]) => new Uint8Array([...prefix, ...rest])),
      },
      { weight: 2, arbitrary: fc.constantFrom(world.files.png, world.files.pdf) },
    ),
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...FILE_NAMES) },
      { weight: 1, arbitrary: anyText(40) },
    ),
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'application/pdf',
      'image/svg+xml',
      'text/html',
      '',
      'application/octet-stream',
    ),
  });

function multipartBody(world: FuzzWorld): fc.Arbitrary<FuzzBody> {
  const file = fileField(world);
  // A well-formed upload now and then, so the success path (re-encoding, storage, the saved row) is fuzzed too.
  const wellFormed = fc.constantFrom<FuzzBody>(
    { kind: 'form', fields: [['file', { bytes: world.files.png, name: 'photo.png', type: 'image/png' }]] },
    { kind: 'form', fields: [['file', { bytes: world.files.pdf, name: 'cv.pdf', type: 'application/pdf' }]] },
  );
  return fc.oneof(
    { weight: 4, arbitrary: wellFormed },
    { weight: 6, arbitrary: file.map((f): FuzzBody => ({ kind: 'form', fields: [['file', f]] })) },
    { weight: 1, arbitrary: anyText().map((text): FuzzBody => ({ kind: 'form', fields: [['file', text]] })) },
    { weight: 1, arbitrary: file.map((f): FuzzBody => ({ kind: 'form', fields: [['upload', f]] })) },
    {
      weight: 1,
      arbitrary: fc.tuple(file, file).map(([a, b]): FuzzBody => ({
        kind: 'form',
        fields: [
          ['file', a],
          ['file', b],
        ],
      })),
    },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'form', fields: [] }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<FuzzBody>(
        {
          kind: 'raw',
          text: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
          contentType: 'multipart/form-data; boundary=y',
        },
        { kind: 'raw', text: 'abc', contentType: 'multipart/form-data' },
        { kind: 'raw', text: '--b\r\n\r\n--b--', contentType: 'multipart/form-data; boundary=b' },
        { kind: 'raw', text: '{"file":"x"}', contentType: 'application/json' },
        { kind: 'none' },
      ),
    },
  );
}

/** Bodies that are not what any JSON route expects. */
const malformedJsonBody = (): fc.Arbitrary<FuzzBody> =>
  fc.oneof(
    { weight: 3, arbitrary: junkJson().map((value): FuzzBody => ({ kind: 'json', value })) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '',
          '{',
          '{"a":',
          'undefined',
          "{'a':1}",
          '\u0000',
          '[1,]',
          'NaN',
          '{"a":1}{"b":2}',
          '\ufeff{}',
          '{"a":1e999999}',
        )
        .map((text): FuzzBody => ({ kind: 'raw', text, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<FuzzBody>({
        kind: 'raw',
        text: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
        contentType: 'application/json',
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data; boundary=z',
            'application/json; charset=utf-16',
            '',
          ),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map(([contentType, value]): FuzzBody => ({
          kind: 'raw',
          text: JSON.stringify(value) ?? '',
          contentType,
        })),
    },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
  );

export function bodyArbitrary(
  route: Pick<FuzzRoute, 'method' | 'body'>,
  world: FuzzWorld,
): fc.Arbitrary<FuzzBody> {
  if (route.body === 'multipart') return multipartBody(world);
  if (route.body === 'form') {
    const formOf = (pairs: [string, string][]): FuzzBody => ({
      kind: 'raw',
      text: new URLSearchParams(pairs).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    // The forms these pages really post: a demo payment for a known user, the opt-out page's signed token.
    const wellFormed = fc.oneof(
      fc
        .tuple(fc.constantFrom('monthly', 'annual', 'lifetime'), fc.constantFrom(...world.ids.advisors))
        .map(([plan, id]) =>
          formOf([
            ['plan', plan],
            ['client_reference_id', id],
          ]),
        ),
      fc.constantFrom(...world.ids.unsubscribeTokens).map((token) => formOf([['token', token]])),
      // The consent banner's choice with a hostile return address: every redirect must stay on the site.
      fc.tuple(fc.constantFrom('true', 'false'), hostileString()).map(([choice, target]) =>
        formOf([
          ['choice', choice],
          ['return', target],
        ]),
      ),
    );
    return fc.oneof(
      wellFormed,
      fc
        .array(
          fc.tuple(
            fc.constantFrom('plan', 'client_reference_id', 'token', 'choice', 'return', 'x'),
            fc.oneof(
              hostileString(),
              fc.constantFrom(
                'monthly',
                'annual',
                'lifetime',
                'true',
                'false',
                ...world.allIds,
                ...world.ids.unsubscribeTokens,
              ),
            ),
          ),
          { maxLength: 3 },
        )
        .map((pairs): FuzzBody => ({
          kind: 'raw',
          text: new URLSearchParams(pairs).toString(),
          contentType: 'application/x-www-form-urlencoded',
        })),
      multipartBody(world),
      malformedJsonBody(),
    );
  }
  if (route.body) {
    const { schema, example } = route.body;
    const valid = validLike(schema) as fc.Arbitrary<Record<string, unknown>>;
    const base = example ? fc.oneof(fc.constant(example(world)), valid) : valid;
    const json = (value: fc.Arbitrary<unknown>) => value.map((v): FuzzBody => ({ kind: 'json', value: v }));
    return fc.oneof(
      { weight: 3, arbitrary: json(base) },
      { weight: 4, arbitrary: json(mutatedFrom(schema, base)) },
      { weight: 2, arbitrary: json(shapedLike(schema)) },
      { weight: 2, arbitrary: malformedJsonBody() },
    );
  }
  // Routes without a body must ignore one sent anyway (GET and HEAD cannot carry one).
  if (route.method === 'GET') return fc.constant<FuzzBody>({ kind: 'none' });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    { weight: 1, arbitrary: malformedJsonBody() },
  );
}

function urlArbitrary(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const values = names.map((name) => route.params?.[name]?.(world) ?? pathParam(world.allIds));
  return fc
    .tuple(...values)
    .map((parts) => names.reduce((path, name, index) => path.replace(`:${name}`, parts[index]!), route.path));
}

/** Uniform over the list, duplicates included: listing an actor twice doubles its share of the requests. */
const actorArbitrary = (actors: Actor[]) =>
  fc.noBias(fc.integer({ min: 0, max: actors.length - 1 })).map((index) => actors[index]!);

export function requestArbitrary(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const method =
    route.method === 'ALL'
      ? fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS')
      : fc.constant(route.method);
  const target = route.request
    ? route.request(world)
    : fc.record({
        url: fc
          .tuple(urlArbitrary(route, world), queryArbitrary(route))
          .map(([path, query]) => (query ? `${path}?${query}` : path)),
        body: bodyArbitrary(route, world),
      });
  // A handful of client addresses, IPv6 included, so per-address limits see more than one caller.
  const ip = fc.constantFrom('203.0.113.20', '198.51.100.7', '2001:db8::1', '::ffff:192.0.2.1');
  return fc
    .tuple(actorArbitrary(route.actors), method, target, ip)
    .map(([actor, verb, { url, body }, address]) => ({
      actor,
      // A body on GET/HEAD cannot be sent at all; the catch-all drops it for those methods.
      method: verb,
      url,
      body: verb === 'GET' || verb === 'OPTIONS' ? { kind: 'none' } : body,
      ip: address,
    }));
}

export function toCallBody(body: FuzzBody): { body?: string | FormData; headers: Record<string, string> } {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return { body: JSON.stringify(body.value) ?? 'null', headers: { 'content-type': 'application/json' } };
    case 'raw':
      return { body: body.text, headers: { 'content-type': body.contentType } };
    case 'form': {
      const form = new FormData();
      for (const [name, value] of body.fields) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, new File([new Uint8Array(value.bytes)], value.name, { type: value.type }));
      }
      return { body: form, headers: {} };
    }
  }
}
