// Field names eligibility reports as missing, in words, for the profile-incomplete dialog.
const FIELD_LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  date_of_birth: 'Date of birth',
  country: 'Country',
  city: 'City',
  years_experience: 'Years of experience',
  industries: 'At least 2 industries',
  skills: 'At least 5 skills',
  has_been_advisor_before: 'Previous advisor experience',
  work_preference: 'Work preference',
  hours_available: 'Hours available per month',
  available_to_work: 'Available to work (remote or on-site)',
  compensation_preference: 'Compensation preference',
  biography: 'Biography of at least 200 characters',
};

export function missingFieldLabel(field: string): string {
  const snake = field.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  const known = FIELD_LABELS[snake];
  if (known) return known;
  const words = snake.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
