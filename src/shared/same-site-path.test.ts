import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it.each(['/my-profile', '/job/board-director-42', '/company/my-profile?tab=team#top', '/'])(
    'follows the on-site path %s',
    (path) => {
      expect(sameSitePath(path)).toBe(path);
    },
  );

  it.each([
    ['another host, protocol-relative', '//evil.example/path'],
    ['another host, backslash', '/\\evil.example'],
    ['a backslash anywhere', '/a\\b'],
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
    expect(sameSitePath(value)).toBeNull();
  });
});
