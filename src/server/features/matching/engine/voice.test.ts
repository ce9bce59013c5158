import { describe, expect, it } from 'vitest';
import { inThirdPerson } from './voice';

describe('inThirdPerson', () => {
  it('rewrites the engine’s words and leaves quotations alone', () => {
    expect(
      inThirdPerson('The role asks for finance (“Fractional CFO”); your biography: “I led your audit”'),
    ).toBe('The role asks for finance (“Fractional CFO”); their biography: “I led your audit”');
    expect(
      inThirdPerson(
        'The role requires a qualified lawyer; your profile does not say you are (“You must be a qualified lawyer.”)',
      ),
    ).toBe(
      'The role requires a qualified lawyer; their profile does not say they are (“You must be a qualified lawyer.”)',
    );
    expect(inThirdPerson('Remote role, and you work remotely')).toBe('Remote role, and they work remotely');
    expect(inThirdPerson('On-site in London, United Kingdom — your city')).toBe(
      'On-site in London, United Kingdom — their city',
    );
  });
});
