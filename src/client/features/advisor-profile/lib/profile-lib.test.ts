import { describe, expect, it } from 'vitest';
import { badgeFileName } from './badge-file';
import { findFileProblem } from './file-checks';
import { eligibilityItemLabel, missingFieldLabel } from './labels';
import { profileFormResolver, type ProfileFormInput } from './profile-form';

const file = (name: string, size = 10, type = '') => {
  const data = new Uint8Array(size);
  return new File([data], name, { type });
};

describe('findFileProblem', () => {
  it('accepts the allowed photo and resume types', () => {
    expect(findFileProblem(file('me.JPG'), 'photo')).toBeNull();
    expect(findFileProblem(file('cv.docx'), 'resume')).toBeNull();
  });
  it('refuses executable-type extensions anywhere in the name', () => {
    expect(findFileProblem(file('cv.exe.pdf'), 'resume')).toBe('File contains suspicious extension');
    expect(findFileProblem(file('photo.php.png'), 'photo')).toBe('File contains suspicious extension');
  });
  it('refuses other types and files over 5 MB with the spec texts', () => {
    expect(findFileProblem(file('cv.pdf'), 'photo')).toBe('File type .pdf is not allowed');
    expect(findFileProblem(file('noextension', 10, 'text/plain'), 'resume')).toBe(
      'File type text/plain is not allowed',
    );
    expect(findFileProblem(file('big.png', 5 * 1024 * 1024 + 1), 'photo')).toBe(
      'File size exceeds 5MB limit',
    );
    expect(findFileProblem(file('edge.png', 5 * 1024 * 1024), 'photo')).toBeNull();
  });
});

describe('badgeFileName', () => {
  it('is badge_{first}_{last}_{YYYY-MM-DD}.png with file-safe names', () => {
    expect(badgeFileName('Margaret', 'Okafor', new Date(2026, 2, 4))).toBe(
      'badge_Margaret_Okafor_2026-03-04.png',
    );
    expect(badgeFileName('Anne Marie', "O'Neil/../x", new Date(2026, 10, 22))).toBe(
      'badge_Anne-Marie_O-Neil-x_2026-11-22.png',
    );
    expect(badgeFileName(null, '', new Date(2026, 0, 1))).toBe('badge_advisor_advisor_2026-01-01.png');
  });
});

describe('labels of eligibility items', () => {
  it('names snake_case and camelCase fields, with the thresholds that count', () => {
    expect(missingFieldLabel('date_of_birth')).toBe('Date of birth');
    expect(missingFieldLabel('yearsExperience')).toBe('Years of experience');
    expect(missingFieldLabel('some_new_field')).toBe('Some new field');
    expect(eligibilityItemLabel('skills')).toBe('At least 5 skills');
    expect(eligibilityItemLabel('biography')).toBe('A biography of 200+ characters');
  });
});

describe('profileFormResolver', () => {
  const complete: ProfileFormInput = {
    firstName: 'Margaret',
    lastName: 'Okafor',
    phoneNumber: '',
    birthDay: '14',
    birthMonth: '3',
    birthYear: '1968',
    country: 'United Kingdom',
    city: 'London',
    yearsExperience: '22',
    industries: ['Finance'],
    skills: ['Fundraising'],
    biography: 'Former CFO.',
    linkedinUrl: 'linkedin.com/in/margaret',
    calendlyLink: '',
    hasBeenAdvisorBefore: 'no',
    advisorExperience: [{ company: '' }],
    workPreference: 'part-time',
    hoursAvailable: '12',
    availableToWork: ['Remote'],
    compensationPreference: ['equity'],
  };
  const resolve = (values: ProfileFormInput) =>
    profileFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('ignores hidden experience entries when the answer is No, and prepends https://', async () => {
    const result = await resolve(complete);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      advisorExperience: [],
      linkedinUrl: 'https://linkedin.com/in/margaret',
      calendlyLink: undefined,
      birthYear: 1968,
    });
  });
  it('takes a known time zone, refuses one the browser does not know, and leaves an empty one unset', async () => {
    expect((await resolve({ ...complete, timeZone: 'Europe/Berlin' })).values).toMatchObject({
      timeZone: 'Europe/Berlin',
    });
    expect((await resolve({ ...complete, timeZone: 'Mars/Olympus' })).errors).toHaveProperty(
      ['timeZone', 'message'],
      'Choose a time zone from the list',
    );
    expect((await resolve({ ...complete, timeZone: '' })).values).toMatchObject({ timeZone: undefined });
  });
  it('validates experience entries when the answer is Yes', async () => {
    const result = await resolve({ ...complete, hasBeenAdvisorBefore: 'yes' });
    expect(result.errors).toHaveProperty(
      ['advisorExperience', 0, 'company', 'message'],
      'Company is required',
    );
  });
});
