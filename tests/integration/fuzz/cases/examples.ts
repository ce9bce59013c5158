// Known-good bodies the fuzzer starts from and mutates, so most requests reach past validation into the services.
import type { FuzzWorld } from '../support/fuzz-world';

export const advisorProfileExample = () => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  phoneNumber: '+1 555 0100',
  birthDay: 9,
  birthMonth: 12,
  birthYear: 1966,
  country: 'United States',
  city: 'Arlington',
  yearsExperience: 30,
  gender: 'female',
  industries: ['Technology', 'Government'],
  skills: ['Leadership', 'Risk Management'],
  workPreference: 'part-time',
  compensationPreference: ['paid', 'equity'],
  availableToWork: ['Remote'],
  hoursAvailable: 12,
  biography: 'Led compiler and systems teams for three decades.',
  linkedinUrl: 'linkedin.com/in/grace',
  calendlyLink: 'https://calendly.com/grace/intro',
  hasBeenAdvisorBefore: 'yes',
  advisorExperience: [{ company: 'Navy Labs', website: 'navylabs.example', role: 'Advisor' }],
});

export const companyProfileExample = () => ({
  companyName: 'Acme Analytics',
  companyDescription: 'We build forecasting software for mid-sized retailers.',
  contactFullName: 'Ada Byron',
  contactPosition: 'CEO',
  contactLinkedinUrl: 'linkedin.com/in/ada',
  industries: ['Technology', 'Retail'],
  city: 'Leeds',
  country: 'United Kingdom',
  websiteUrl: 'acme.example',
  companySize: '11-50',
  fundingStage: 'Seed',
  skillsNeeded: ['Fundraising', 'Sales'],
  yearsExperienceRequired: '10',
  expectedMonthlyAvailability: 8,
  compensationType: 'Equity',
  logoUrl: 'https://cdn.example.com/acme.png',
});

export const positionExample = () => ({
  title: 'Independent Board Member',
  industry: 'Technology',
  city: 'Austin',
  country: 'United States',
  type: 'remote',
  compensationType: 'equity',
  engagementType: 'part-time',
  companySummary: 'Northwind Robotics builds autonomous inventory robots.',
  jobDescription: '<p>Join our board for <strong>quarterly</strong> meetings.</p>',
  salary: '0.5% equity',
  equityPercent: 0.5,
  monthlyFee: 1500,
  feeCurrency: 'USD',
  logoUrl: 'https://cdn.example.com/northwind.png',
});

export const positionUpdateExample = () => ({ ...positionExample(), companyName: 'Northwind Robotics' });

export const legacyPostExample = () => ({
  title: 'Advisory Board Member',
  description: 'Help us expand into Europe.',
  industry: 'Retail',
  engagementType: 'Advisory Board',
  compensationType: 'Equity',
});

export const signUpExample = () => ({
  email: 'fuzz-newcomer@example.com',
  password: 'Quiet-Lantern-Orbit-42',
  role: 'advisor',
  name: '',
});

export const signInExample = (world: FuzzWorld) => ({
  email: world.advisor.email,
  password: 'wrong-password-123',
});
