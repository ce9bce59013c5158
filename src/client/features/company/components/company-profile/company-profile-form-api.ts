import type { UseFormReturn } from 'react-hook-form';
import type { CompanyProfileValues } from '@shared/schemas/company';
import type { CompanyProfileFormInput } from '../../lib/profile-form';

/** The company profile form these fields belong to (held by CompanyProfileForm). */
export type CompanyProfileFormApi = UseFormReturn<CompanyProfileFormInput, unknown, CompanyProfileValues>;
