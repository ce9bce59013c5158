// The position forms (create in the dashboard, edit in its dialog) resolve with the shared contract schemas. The
// form holds strings; the schema turns them into the contract's values and its messages are the spec's
// ('{field} is required'). The logo is required only when the company has none (the server checks again).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { JOB_COMPENSATION_TYPES, JOB_ENGAGEMENT_TYPES, JOB_TYPES, RESPONSE_WINDOW } from '@shared/constants';
import {
  COMPANY_ERROR_MESSAGES,
  isAcceptableLogoUrl,
  POSITION_FEE_CURRENCY_REQUIRED,
  PositionInputSchema,
  PositionUpdateSchema,
  type Position,
  type PositionUpdateValues,
  type PositionValues,
} from '@shared/schemas/company';

export interface PositionFormInput {
  companyName: string;
  title: string;
  industry: string;
  city: string;
  country: string;
  type: string;
  compensationType: string;
  engagementType: string;
  companySummary: string;
  jobDescription: string;
  salary: string;
  jobUrl: string;
  logoUrl: string;
  /** Days to answer an application before it closes (no ghosting, decision 026). */
  responseDays: string;
  /** Advisory equity, percent of the company (blank: not stated); compared with the FAST grid (decision 051). */
  equityPercent: string;
  /** A paid role's monthly fee and its currency (blank: not stated). */
  monthlyFee: string;
  feeCurrency: string;
  /** The board is a listed company's (the overboarding check applies, decision 050). */
  boardListed: boolean;
}

export type PositionFormValues = PositionValues & { companyName?: string };

/** The order the form shows its fields: the first one with a problem is named in the toast and focused. */
export const POSITION_FIELD_ORDER = [
  'companyName',
  'title',
  'industry',
  'city',
  'country',
  'type',
  'compensationType',
  'engagementType',
  'companySummary',
  'jobDescription',
  'salary',
  'equityPercent',
  'monthlyFee',
  'feeCurrency',
  'jobUrl',
  'responseDays',
  'boardListed',
  'logoUrl',
] as const satisfies readonly (keyof PositionFormInput)[];

export const emptyPositionForm = (companyName = ''): PositionFormInput => ({
  companyName,
  title: '',
  industry: '',
  city: '',
  country: '',
  type: '',
  compensationType: '',
  engagementType: '',
  companySummary: '',
  jobDescription: '',
  salary: '',
  jobUrl: '',
  logoUrl: '',
  responseDays: String(RESPONSE_WINDOW.defaultDays),
  equityPercent: '',
  monthlyFee: '',
  feeCurrency: '',
  boardListed: false,
});

const oneOf = (values: readonly string[], value: string | null) =>
  value && values.includes(value) ? value : '';

/** A saved position → the edit form. Values off today's lists (older postings) start unselected. */
export function positionToForm(position: Position): PositionFormInput {
  return {
    companyName: position.companyName,
    title: position.title,
    industry: position.industry ?? '',
    city: position.city ?? '',
    country: position.country ?? '',
    type: oneOf(JOB_TYPES, position.type),
    compensationType: oneOf(JOB_COMPENSATION_TYPES, position.compensationType),
    engagementType: oneOf(JOB_ENGAGEMENT_TYPES, position.engagementType),
    companySummary: position.companySummary ?? '',
    jobDescription: position.jobDescription ?? '',
    salary: position.salary ?? '',
    jobUrl: position.jobUrl ?? '',
    logoUrl: position.logoUrl && isAcceptableLogoUrl(position.logoUrl) ? position.logoUrl : '',
    responseDays: String(position.responseDays),
    equityPercent: position.equityPercent === null ? '' : String(position.equityPercent),
    monthlyFee: position.monthlyFee === null ? '' : String(position.monthlyFee),
    feeCurrency: position.feeCurrency ?? '',
    boardListed: position.boardListed,
  };
}

/** A company without a logo of its own must give one for the position (spec part 2 §5). */
const logoRule =
  (logoRequired: boolean) =>
  (
    value: {
      logoUrl?: string | undefined;
      monthlyFee?: number | undefined;
      feeCurrency?: string | undefined;
    },
    ctx: z.RefinementCtx,
  ) => {
    if (logoRequired && !value.logoUrl) {
      ctx.addIssue({ code: 'custom', path: ['logoUrl'], message: COMPANY_ERROR_MESSAGES.logoRequired });
    }
    // The server says the same (decision 051): a fee without its currency cannot be compared.
    if (value.monthlyFee !== undefined && !value.feeCurrency) {
      ctx.addIssue({ code: 'custom', path: ['feeCurrency'], message: POSITION_FEE_CURRENCY_REQUIRED });
    }
  };

/**
 * The create form resolves with PositionInputSchema, the edit form with PositionUpdateSchema (which adds the
 * company name); both with the logo rule on top.
 */
export function positionFormResolver({
  mode,
  logoRequired,
}: {
  mode: 'create' | 'edit';
  logoRequired: boolean;
}): Resolver<PositionFormInput, unknown, PositionFormValues> {
  const resolver =
    mode === 'edit'
      ? zodResolver(PositionUpdateSchema.superRefine(logoRule(logoRequired)))
      : zodResolver(PositionInputSchema.superRefine(logoRule(logoRequired)));
  // The form holds plain strings, a narrower type than the schemas' inputs (their preprocessors accept anything),
  // so the contract's resolver is used as the form's.
  return resolver as unknown as Resolver<PositionFormInput, unknown, PositionFormValues>;
}

/** The first problem in the form's visual order, for the 'Validation Error' toast. */
export function firstError<T extends string>(
  errors: FieldErrors,
  order: readonly T[],
): { name: T; message: string } | null {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return { name, message };
  }
  return null;
}

export type { PositionUpdateValues };
