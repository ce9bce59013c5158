import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it.each(['/my-profile', '/job/board-director-42', '/company/my-profile?tab=team#top', '/', '/a\\b'])(
    'follows the on-site path %s',
    (path) => {
      expect(safeNext(path)).toBe(path);
    },
  );

  it.each([
    ['another host, protocol-relative', '//evil.example/path'],
    ['another host, backslash', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'my-profile'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline that browsers strip', '/\n/evil.example'],
    ['an empty value', ''],
    ['a missing value', null],
    ['an undefined value', undefined],
    ['an overlong value', `/${'a'.repeat(2048)}`],
  ])('ignores %s', (_label, value) => {
    expect(safeNext(value)).toBeNull();
  });
});
