// The company profile form resolves with the shared contract schema. The form holds strings (numbers as typed);
// the schema turns them into the contract's values (non-numeric → 0, blank selects → not given).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  COMPANY_COMPENSATION_TYPES,
  COMPANY_INDUSTRIES,
  COMPANY_SIZES,
  COMPANY_SKILLS,
  FUNDING_STAGES,
} from '@shared/constants';
import {
  CompanyProfileInputSchema,
  isAcceptableLogoUrl,
  type CompanyProfile,
  type CompanyProfileValues,
} from '@shared/schemas/company';

export interface CompanyProfileFormInput {
  companyName: string;
  companyDescription: string;
  contactFullName: string;
  contactPosition: string;
  contactLinkedinUrl: string;
  industries: string[];
  city: string;
  country: string;
  websiteUrl: string;
  companySize: string;
  fundingStage: string;
  skillsNeeded: string[];
  yearsExperienceRequired: string;
  expectedMonthlyAvailability: string;
  compensationType: string;
  logoUrl: string;
}

/** The order the form shows its fields: the first with a problem is focused. */
export const PROFILE_FIELD_ORDER = [
  'companyName',
  'companyDescription',
  'industries',
  'companySize',
  'fundingStage',
  'websiteUrl',
  'city',
  'country',
  'logoUrl',
  'contactFullName',
  'contactPosition',
  'contactLinkedinUrl',
  'skillsNeeded',
  'yearsExperienceRequired',
  'expectedMonthlyAvailability',
  'compensationType',
] as const satisfies readonly (keyof CompanyProfileFormInput)[];

const oneOf = (values: readonly string[], value: string | null) =>
  value && values.includes(value) ? value : '';
const someOf = (values: readonly string[], chosen: string[]) => values.filter((v) => chosen.includes(v));

/** A saved profile (or none yet) → the form's starting values. */
export function profileToForm(profile: CompanyProfile | null): CompanyProfileFormInput {
  const saved = profile?.profileCompleted ? profile : null;
  return {
    companyName: profile?.companyName ?? '',
    companyDescription: profile?.companyDescription ?? '',
    contactFullName: profile?.contactFullName ?? '',
    contactPosition: profile?.contactPosition ?? '',
    contactLinkedinUrl: profile?.contactLinkedinUrl ?? '',
    industries: someOf(COMPANY_INDUSTRIES, profile?.industries ?? []),
    city: profile?.city ?? '',
    country: profile?.country ?? '',
    websiteUrl: profile?.websiteUrl ?? '',
    companySize: oneOf(COMPANY_SIZES, profile?.companySize ?? null),
    fundingStage: oneOf(FUNDING_STAGES, profile?.fundingStage ?? null),
    skillsNeeded: someOf(COMPANY_SKILLS, profile?.skillsNeeded ?? []),
    // A blank row (never saved) starts with empty number fields rather than a suggested 0.
    yearsExperienceRequired: saved ? String(saved.yearsExperienceRequired) : '',
    expectedMonthlyAvailability: saved ? String(saved.expectedMonthlyAvailability) : '',
    compensationType: oneOf(COMPANY_COMPENSATION_TYPES, profile?.compensationType ?? null),
    logoUrl: profile?.logoUrl && isAcceptableLogoUrl(profile.logoUrl) ? profile.logoUrl : '',
  };
}

// The form holds plain strings, a narrower type than the schema's input (its preprocessors accept anything), so
// the contract's resolver is used as the form's.
export const companyProfileResolver = zodResolver(CompanyProfileInputSchema) as unknown as Resolver<
  CompanyProfileFormInput,
  unknown,
  CompanyProfileValues
>;
