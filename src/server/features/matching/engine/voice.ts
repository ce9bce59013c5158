// Explanations are written to the advisor ("your skill", "you work remotely"). A company reading the same fit
// about an applicant gets them in the third person. Only the engine's own words change: text quoted from the
// role or the profile (between “ and ”) is left exactly as written.
const THIRD_PERSON: readonly (readonly [RegExp, string])[] = [
  [/\byou are\b/g, 'they are'],
  [/\byour\b/g, 'their'],
  [/\byou\b/g, 'they'],
];

export function inThirdPerson(text: string): string {
  return text
    .split(/(“[^”]*”)/)
    .map((part) =>
      part.startsWith('“') ? part : THIRD_PERSON.reduce((t, [re, by]) => t.replace(re, by), part),
    )
    .join('');
}
