// Weak passwords are refused with reasons, judged by zxcvbn (a maintained strength estimator) plus our minimum.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { LIMITS } from '@shared/constants';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** Returns the reasons a password is too weak; an empty list means it is acceptable. */
export async function findPasswordWeaknesses(
  password: string,
  context: { email?: string } = {},
): Promise<string[]> {
  if (password.length < LIMITS.minPasswordLength) return ['Password must be at least 8 characters long'];
  const emailParts = (context.email ?? '')
    .toLowerCase()
    .split(/[@.+_-]/)
    .filter((part) => part.length >= 3);
  if (emailParts.some((part) => password.toLowerCase().includes(part))) {
    return ['Password is too similar to your e-mail address'];
  }
  const result = await zxcvbn.checkAsync(password.slice(0, 100), emailParts);
  if (result.score >= 3) return [];
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (text): text is string => !!text,
  );
  return reasons.length > 0
    ? ['Password is too easy to guess', ...reasons]
    : ['Password is too easy to guess'];
}
