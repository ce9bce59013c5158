// The job a role is for — its function — read from the role's own words, and the functions an advisor's profile
// gives evidence of. Industry labels say where a company sits; the function says what the advisor would do
// there, and a recruiter matches on that first (a CFO is not a marketer because both worked in fintech).
// Phrases are stemmed like every other text (normalize.ts). This table is not part of the database key tables
// (decision 009): it is read by the engine only, so changing it needs no migration.
import { compile, containsSequence, type CompiledPhrase } from './lexicon';
import { tokenize } from './normalize';

export interface RoleFunction {
  key: string;
  /** How reasons name it ('finance', 'technology leadership'). */
  label: string;
  phrases: readonly string[];
}

export const ROLE_FUNCTIONS: readonly RoleFunction[] = [
  {
    key: 'finance',
    label: 'finance',
    phrases: [
      'cfo',
      'finance',
      'financial',
      'accountant',
      'accounting',
      'audit',
      'treasury',
      'fp&a',
      'controller',
      'bookkeeper',
      'ledger',
      'budgeting',
      'capital strategy',
      'working capital',
      'cash flow',
      'tax',
    ],
  },
  {
    key: 'investment',
    label: 'investment',
    phrases: [
      'investment',
      'investing',
      'private equity',
      'venture capital',
      'portfolio',
      'buyout',
      'fund manager',
      'limited partners',
      'lp',
      'lps',
      'capital allocation',
      'private capital',
      'deal',
      'deals',
      'due diligence',
      'valuation',
    ],
  },
  {
    key: 'technology',
    label: 'technology',
    phrases: [
      'cto',
      'technology',
      'technical',
      'engineering',
      'engineer',
      'software',
      'developer',
      'architecture',
      'platform',
      'cloud',
      'devops',
      'infrastructure',
    ],
  },
  {
    key: 'marketing',
    label: 'marketing',
    phrases: [
      'marketing',
      'marketer',
      'cmo',
      'brand',
      'branding',
      'growth marketing',
      'campaign',
      'campaigns',
      'advertising',
      'positioning',
      'demand generation',
      'acquisition channels',
      'customer acquisition',
      'content marketing',
      'social media',
    ],
  },
  {
    key: 'sales',
    label: 'sales',
    phrases: [
      'sales',
      'revenue',
      'cro',
      'commercial',
      'account executive',
      'account executives',
      'telesales',
      'pipeline',
      'enterprise customers',
      'distributors',
      'resellers',
      'go to market',
    ],
  },
  {
    key: 'clinical',
    label: 'clinical medicine',
    phrases: [
      'clinical',
      'medical',
      'physician',
      'doctor',
      'clinician',
      'clinicians',
      'internist',
      'diagnostic',
      'patient safety',
      'medical director',
      'nurse',
      'nursing',
    ],
  },
  {
    key: 'healthops',
    label: 'healthcare operations',
    phrases: [
      'hospital operations',
      'healthcare operations',
      'care delivery',
      'patient flow',
      'care services',
      'health system',
      'bed management',
      'waiting lists',
      'theatre',
      'discharge',
      'ward',
      'outpatient',
      'elective care',
      'hospital',
    ],
  },
  {
    key: 'legal',
    label: 'law',
    phrases: [
      'legal',
      'counsel',
      'lawyer',
      'solicitor',
      'attorney',
      'paralegal',
      'contracts',
      'law',
      'litigation',
      'intellectual property',
      'patents',
      'shareholder agreements',
    ],
  },
  {
    key: 'people',
    label: 'people and HR',
    phrases: [
      'hr',
      'human resources',
      'people officer',
      'chief people',
      'people advisor',
      'talent',
      'recruitment',
      'remuneration',
      'executive compensation',
      'culture',
      'chro',
      'onboarding',
      'organisation design',
      'organization design',
      'pay bands',
      'performance review',
      'succession',
    ],
  },
  {
    key: 'sustainability',
    label: 'sustainability',
    phrases: [
      'sustainability',
      'esg',
      'climate',
      'net zero',
      'carbon',
      'decarbonisation',
      'decarbonization',
      'emissions',
      'tcfd',
      'transition plan',
    ],
  },
  {
    key: 'security',
    label: 'cybersecurity',
    phrases: [
      'cybersecurity',
      'cyber',
      'information security',
      'security',
      'ciso',
      'soc',
      'iso 27001',
      'penetration',
      'ransomware',
      'incident response',
    ],
  },
  {
    key: 'operations',
    label: 'operations and supply chain',
    phrases: [
      'supply chain',
      'procurement',
      'logistics',
      'manufacturing operations',
      'operations',
      'coo',
      'production',
      'warehouse',
      'lean',
      'plant',
      'sourcing',
      'suppliers',
      'inventory',
      'packing line',
      'lead times',
    ],
  },
  {
    key: 'data',
    label: 'data and AI',
    phrases: [
      'data',
      'ai',
      'machine learning',
      'analytics',
      'data science',
      'annotation',
      'predictive models',
      'models',
      'training data',
      'data platform',
    ],
  },
  {
    key: 'product',
    label: 'product management',
    phrases: [
      'product',
      'roadmap',
      'cpo',
      'product manager',
      'product managers',
      'discovery',
      'user research',
      'customer interviews',
    ],
  },
  {
    key: 'fundraising',
    label: 'fundraising',
    phrases: [
      'fundraising',
      'philanthropy',
      'donor',
      'donors',
      'income generation',
      'grants',
      'grant',
      'legacy giving',
      'legacies',
      'patrons',
      'major donors',
      'trusts and foundations',
      'capital appeal',
      'corporate partnerships',
    ],
  },
  {
    key: 'risk',
    label: 'actuarial and risk',
    phrases: [
      'actuarial',
      'actuary',
      'actuaries',
      'reserving',
      'reserve',
      'underwriting',
      'solvency',
      'orsa',
      'risk committee',
      'chief risk officer',
      'insurance risk',
      'catastrophe',
    ],
  },
  {
    key: 'real-estate',
    label: 'real estate',
    phrases: [
      'real estate',
      'property',
      'surveyor',
      'lettings',
      'construction',
      'development sites',
      'landowners',
      'schemes',
      'mixed use',
      'yield',
      'forward funding',
    ],
  },
  {
    key: 'creative',
    label: 'creative and design',
    phrases: [
      'creative',
      'design',
      'designer',
      'studio',
      'art director',
      'art directors',
      'visual identity',
      'motion design',
      'graphic',
      'creative director',
      'creative direction',
      'agency',
    ],
  },
  {
    key: 'education',
    label: 'education',
    phrases: [
      'education',
      'teaching',
      'teacher',
      'teachers',
      'curriculum',
      'school',
      'schools',
      'academic',
      'pupils',
      'headteacher',
      'headteachers',
      'classroom',
      'lesson',
      'attainment',
      'safeguarding',
      'learning design',
    ],
  },
];

if (ROLE_FUNCTIONS.length > 31) throw new Error('At most 31 role functions fit in a mask');

export const FUNCTION_PHRASES: readonly CompiledPhrase[] = compile(ROLE_FUNCTIONS.map((f) => f.phrases));

export const functionLabel = (bit: number): string => ROLE_FUNCTIONS[bit]!.label;

/** Number of function phrases found per function in a tokenized text (an array indexed by function bit). */
export function functionCounts(tokens: readonly string[], out = new Float64Array(ROLE_FUNCTIONS.length)) {
  for (const phrase of FUNCTION_PHRASES) {
    if (containsSequence(tokens, phrase.tokens)) out[phrase.concept]! += 1;
  }
  return out;
}

/** Function bits named in a short text such as a title or a skill label. */
export function functionMaskOf(text: string | null | undefined): number {
  const counts = functionCounts(tokenize(text));
  let mask = 0;
  counts.forEach((n, bit) => {
    if (n > 0) mask |= 1 << bit;
  });
  return mask;
}
