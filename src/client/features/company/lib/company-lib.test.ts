import { describe, expect, it } from 'vitest';
import { COMPANY_ERROR_MESSAGES, PositionInputSchema } from '@shared/schemas/company';
import { appliedAgo } from './labels';
import { findLogoFileProblem, isValidPastedLogoUrl } from './logo-checks';
import { firstError, POSITION_FIELD_ORDER, positionToForm } from './position-form';
import { applyFormat } from './rich-text';
import { readSearchFilters } from './search-filters';

const HOUR = 3600 * 1000;
const now = new Date('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("'applied X ago'", () => {
  it('uses hours under 24, days under 30, then the date', () => {
    expect(appliedAgo(ago(10 * 60 * 1000), now)).toBe('Applied less than an hour ago');
    expect(appliedAgo(ago(HOUR), now)).toBe('Applied 1 hour ago');
    expect(appliedAgo(ago(23 * HOUR + 59 * 60 * 1000), now)).toBe('Applied 23 hours ago');
    expect(appliedAgo(ago(24 * HOUR), now)).toBe('Applied 1 day ago');
    expect(appliedAgo(ago(29 * 24 * HOUR), now)).toBe('Applied 29 days ago');
    expect(appliedAgo(ago(30 * 24 * HOUR), now)).toBe('Applied on Feb 18, 2026');
  });
});

describe('logo checks', () => {
  it("refuses non-images and files of 2 MB or more with the spec's messages", () => {
    expect(findLogoFileProblem({ type: 'application/pdf', size: 1000 })).toBe(
      'Please upload a valid image file',
    );
    expect(findLogoFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBe(
      'File size must be less than 2MB',
    );
    expect(findLogoFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 - 1 })).toBeNull();
  });

  it('accepts pasted URLs that start with http and contain an image extension', () => {
    expect(isValidPastedLogoUrl('https://cdn.example.com/logo.png')).toBe(true);
    expect(isValidPastedLogoUrl('http://example.com/a.webp?v=2')).toBe(true);
    expect(isValidPastedLogoUrl('ftp://example.com/logo.png')).toBe(false);
    expect(isValidPastedLogoUrl('https://example.com/logo')).toBe(false);
  });
});

describe('position form', () => {
  it("names the first missing field in the form's order, with the schema's message", () => {
    const result = PositionInputSchema.safeParse({ title: 'Board Member', industry: '', city: '' });
    const errors = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], { type: 'zod', message: issue.message }]),
    );
    expect(firstError(errors, POSITION_FIELD_ORDER)).toEqual({
      name: 'industry',
      message: 'industry is required',
    });
    expect(
      firstError(
        { logoUrl: { type: 'custom', message: COMPANY_ERROR_MESSAGES.logoRequired } },
        POSITION_FIELD_ORDER,
      ),
    ).toEqual({ name: 'logoUrl', message: 'logo is required' });
  });

  it('starts an older posting with the values off the lists unselected', () => {
    const form = positionToForm({
      id: 'x',
      title: 'Chair',
      companyName: 'Acme',
      companyUrl: null,
      companySummary: null,
      jobDescription: '<p>Hi</p>',
      industry: 'Fintech',
      type: 'board',
      engagementType: 'Board Member',
      compensationType: 'Paid',
      salary: null,
      responseDays: 21,
      boardListed: false,
      closingMessage: null,
      city: 'Austin',
      country: null,
      jobUrl: null,
      logoUrl: 'not a url',
      source: 'company_posting',
      isActive: true,
      isPublic: true,
      publicJobSlug: null,
      postedDate: now.toISOString(),
      updatedAt: now.toISOString(),
      equityPercent: null,
      monthlyFee: null,
      feeCurrency: null,
    });
    expect(form).toMatchObject({
      industry: 'Fintech',
      type: '',
      engagementType: '',
      compensationType: '',
      country: '',
      logoUrl: '',
    });
  });
});

describe('rich text buttons', () => {
  it('wrap the selection in the tags the server keeps', () => {
    expect(applyFormat('bold', 'quarterly')).toBe('<strong>quarterly</strong>');
    expect(applyFormat('italic', '')).toBe('<em>italic text</em>');
    expect(applyFormat('paragraph', 'Hello')).toBe('<p>Hello</p>');
    expect(applyFormat('list', 'Audit & risk\nStrategy')).toBe(
      '<ul>\n  <li>Audit &amp; risk</li>\n  <li>Strategy</li>\n</ul>',
    );
  });
});

describe('search filters in the URL', () => {
  it("keeps the spec's values and drops anything else", () => {
    const params = new URLSearchParams(
      'industry=Technology&minExperience=15&minHours=7&compensation=Pro+bono&location=+Lisbon+&page=3',
    );
    expect(readSearchFilters(params)).toEqual({
      industry: 'Technology',
      minExperience: '15',
      compensation: 'Pro bono',
      location: 'Lisbon',
      page: 3,
    });
    expect(readSearchFilters(new URLSearchParams('industry=Gaming&page=-1'))).toEqual({ page: 1 });
  });
});
