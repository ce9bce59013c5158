// The functions a role can be for. Each has two independent sets of wording: `main` for the evaluation set and
// `heldout` for the held-out set (different titles, asks and requirement phrasing), so tuning on one set does not
// teach the engine the other's sentences.
import type { SectorKey } from './world';

export interface Wording {
  /** Senior advisory or board titles. */
  titles: readonly string[];
  /** Junior or hands-on titles of the same function. */
  juniorTitles: readonly string[];
  /** What the role asks for (3 are picked per role). */
  asks: readonly string[];
  /** The stated credential requirement, when the function has one. */
  credential?: string;
}

export interface FunctionSpec {
  /** Sectors in which such roles are commonly posted. */
  sectors: readonly SectorKey[];
  /** A credential this function's roles may require (profiles hold credentials by these keys). */
  credential?: 'accountant' | 'physician' | 'lawyer' | 'actuary' | 'cissp' | 'surveyor' | 'teacher';
  main: Wording;
  heldout: Wording;
}

export const FUNCTIONS = {
  finance: {
    sectors: ['fintech', 'banking', 'saas', 'retail', 'manufacturing', 'energy'],
    credential: 'accountant',
    main: {
      titles: [
        'Fractional CFO',
        'Finance Advisor',
        'Audit Committee Chair',
        'Non-Executive Director (Finance)',
      ],
      juniorTitles: ['Finance Assistant', 'Accounts Payable Coordinator', 'Junior Financial Analyst'],
      asks: [
        'own the three-year financial plan and cash runway',
        'prepare the business for a Series B fundraise',
        'chair the audit committee and oversee the external auditors',
        'strengthen treasury, FP&A and management reporting',
        'guide pricing and unit economics',
        'steer an eventual sale or merger process',
      ],
      credential: 'You must be a qualified accountant (ACA, ACCA or CPA).',
    },
    heldout: {
      titles: [
        'Chief Financial Officer (part-time)',
        'Board Member – Audit & Risk',
        'Capital Strategy Advisor',
      ],
      juniorTitles: ['Bookkeeper', 'Payroll and Ledger Clerk'],
      asks: [
        'build a budgeting cadence the board can rely on',
        'lead conversations with lenders and equity investors',
        'review statutory accounts before sign-off',
        'tighten working capital and cash forecasting',
        'challenge the margin assumptions in our model',
      ],
      credential: 'Chartered accountancy qualification required (ICAEW or equivalent).',
    },
  },
  investment: {
    sectors: ['assetmgmt', 'fintech', 'realestate'],
    main: {
      titles: ['Investment Committee Member', 'Senior Investment Advisor', 'Portfolio Strategy Advisor'],
      juniorTitles: ['Investment Analyst', 'Fund Operations Associate'],
      asks: [
        'sit on the investment committee and challenge deal theses',
        'help raise our next fund from institutional LPs',
        'review portfolio construction and capital allocation',
        'open doors to co-investors and family offices',
        'sharpen due diligence on buyouts',
      ],
    },
    heldout: {
      titles: ['LP Relations and Fund Strategy Advisor', 'Advisory Board – Private Capital'],
      juniorTitles: ['Deal Screening Associate'],
      asks: [
        'advise on fund terms and the fundraising roadshow',
        'bring discipline to valuation of portfolio holdings',
        'mentor partners on exits and secondaries',
      ],
    },
  },
  technology: {
    sectors: ['saas', 'fintech', 'retail', 'logistics', 'media', 'education'],
    main: {
      titles: [
        'Technical Advisor',
        'Advisory CTO',
        'Engineering Strategy Advisor',
        'Board Advisor – Technology',
      ],
      juniorTitles: ['Junior Software Developer', 'IT Support Technician', 'Hands-on Backend Engineer'],
      asks: [
        'review our platform architecture before we scale to new markets',
        'coach the engineering leads on hiring and team structure',
        'set a cloud migration roadmap',
        'bring rigour to technical due diligence with investors',
        'reduce technical debt without stalling delivery',
        'introduce sound engineering practices and code review',
      ],
    },
    heldout: {
      titles: ['Fractional CTO', 'Technology Board Advisor', 'Software Platform Mentor'],
      juniorTitles: ['Web Developer (contract)', 'QA Tester'],
      asks: [
        'decide between rebuilding and refactoring our core system',
        'mentor our first VP of Engineering',
        'judge build-versus-buy for infrastructure',
        'make the release process reliable',
      ],
    },
  },
  marketing: {
    sectors: ['retail', 'saas', 'fintech', 'media', 'education'],
    main: {
      titles: ['Marketing Advisor', 'Growth Marketing Advisor', 'Brand Strategy Advisor', 'Advisory CMO'],
      juniorTitles: ['Marketing Coordinator', 'Social Media Assistant', 'Marketing Executive'],
      asks: [
        'reposition the brand for a premium audience',
        'build a demand generation engine across paid and organic channels',
        'plan the go-to-market for our second product line',
        'improve customer acquisition cost and retention',
        'coach the head of marketing on campaign planning',
        'shape our messaging and customer research',
      ],
    },
    heldout: {
      titles: ['Chief Marketing Officer (fractional)', 'Brand and Growth Mentor'],
      juniorTitles: ['Content Marketing Intern', 'Email Campaign Assistant'],
      asks: [
        'work out which acquisition channels actually pay back',
        'sharpen our positioning against cheaper rivals',
        'build a lifecycle programme that keeps customers buying',
        'guide a rebrand without losing loyal shoppers',
      ],
    },
  },
  sales: {
    sectors: ['saas', 'fintech', 'manufacturing', 'logistics'],
    main: {
      titles: ['Sales Advisor', 'Revenue Advisor', 'Go-to-Market Advisor (Enterprise Sales)'],
      juniorTitles: ['Sales Development Representative', 'Inside Sales Assistant'],
      asks: [
        'build an enterprise sales motion from founder-led selling',
        'design sales compensation and territories',
        'open channel partnerships with resellers',
        'coach account executives on large deals',
        'set up a predictable pipeline and forecasting',
      ],
    },
    heldout: {
      titles: ['Chief Revenue Officer – Advisory', 'Commercial Board Advisor'],
      juniorTitles: ['Telesales Agent'],
      asks: [
        'turn our first ten enterprise customers into a repeatable playbook',
        'hire and ramp our first regional sales managers',
        'negotiate with distributors in new territories',
      ],
    },
  },
  clinical: {
    sectors: ['healthcare', 'biotech'],
    credential: 'physician',
    main: {
      titles: ['Clinical Advisor', 'Medical Director (Advisory)', 'Chief Medical Officer – Advisory Board'],
      juniorTitles: ['Clinical Research Coordinator', 'Clinical Trial Assistant'],
      asks: [
        'advise on clinical safety and patient outcomes',
        'shape the design of our clinical trials',
        'sign off clinical governance and adverse-event review',
        'represent the clinical view to regulators',
        'guide how clinicians will use the product at the bedside',
      ],
      credential: 'Candidates must be a licensed physician, ideally board-certified.',
    },
    heldout: {
      titles: ['Physician Advisor', 'Medical Advisory Board Member'],
      juniorTitles: ['Medical Scribe'],
      asks: [
        'review diagnostic pathways for safety',
        'lead the clinical evidence plan for regulatory approval',
        'mentor our clinical product team on practice realities',
      ],
      credential: 'A current medical licence (GMC registration or US board certification) is mandatory.',
    },
  },
  healthops: {
    sectors: ['healthcare'],
    main: {
      titles: ['Hospital Operations Advisor', 'Healthcare Operations Board Advisor', 'Care Delivery Advisor'],
      juniorTitles: ['Ward Administrator', 'Patient Scheduling Coordinator'],
      asks: [
        'improve patient flow and reduce waiting lists',
        'turn around theatre utilisation and bed management',
        'plan the opening of two new outpatient sites',
        'strengthen operational performance and staffing models',
        'prepare for the next regulator inspection',
      ],
    },
    heldout: {
      titles: ['Non-Executive Director – Care Services', 'Health System Operations Mentor'],
      juniorTitles: ['Clinic Receptionist'],
      asks: [
        'cut discharge delays across our sites',
        'run a service-line review of elective care',
        'advise on rota design and agency spend',
      ],
    },
  },
  legal: {
    sectors: ['fintech', 'banking', 'saas', 'biotech', 'media'],
    credential: 'lawyer',
    main: {
      titles: ['Legal Advisor', 'General Counsel (Advisory)', 'Regulatory and Legal Board Advisor'],
      juniorTitles: ['Paralegal', 'Legal Assistant'],
      asks: [
        'oversee commercial contracts and intellectual property',
        'guide our licence application with the regulator',
        'set up a compliance framework for data protection',
        'advise the board on litigation risk',
        'support fundraising documentation and shareholder agreements',
      ],
      credential: 'You must be a qualified lawyer admitted to practise (solicitor or attorney).',
    },
    heldout: {
      titles: ['Fractional General Counsel', 'Board Advisor – Law and Regulation'],
      juniorTitles: ['Contracts Administrator'],
      asks: [
        'negotiate our largest customer agreements',
        'protect our patents and trade marks',
        'prepare us for regulatory authorisation',
      ],
      credential: 'Admission to the bar or the roll of solicitors is required.',
    },
  },
  people: {
    sectors: ['saas', 'retail', 'manufacturing', 'healthcare', 'logistics'],
    main: {
      titles: ['People Advisor', 'HR Strategy Advisor', 'Remuneration Committee Advisor'],
      juniorTitles: ['HR Assistant', 'Recruitment Coordinator'],
      asks: [
        'design our organisation for the next stage of growth',
        'build executive compensation and equity plans',
        'shape a culture that survives rapid hiring',
        'advise on leadership development and succession',
        'lead the remuneration committee',
      ],
    },
    heldout: {
      titles: ['Chief People Officer (fractional)', 'Talent and Culture Mentor'],
      juniorTitles: ['Onboarding Administrator'],
      asks: [
        'fix our performance review process',
        'plan a restructure with care for those affected',
        'set pay bands that are fair and competitive',
      ],
    },
  },
  esg: {
    sectors: ['energy', 'manufacturing', 'realestate', 'assetmgmt', 'logistics'],
    main: {
      titles: ['Sustainability Advisor', 'ESG Board Advisor', 'Net Zero Strategy Advisor'],
      juniorTitles: ['Sustainability Coordinator', 'ESG Data Analyst'],
      asks: [
        'set a credible net zero pathway with interim targets',
        'prepare climate disclosures under TCFD and ISSB',
        'embed ESG in investment and supplier decisions',
        'advise on decarbonisation of our operations',
        'brief the board on climate risk',
      ],
    },
    heldout: {
      titles: ['Climate Strategy Mentor', 'Non-Executive Director – Sustainability'],
      juniorTitles: ['Carbon Accounting Assistant'],
      asks: [
        'measure scope 3 emissions across our suppliers',
        'write a transition plan investors will trust',
        'pick the right certifications for our products',
      ],
    },
  },
  security: {
    sectors: ['fintech', 'banking', 'saas', 'healthcare'],
    credential: 'cissp',
    main: {
      titles: ['Cybersecurity Advisor', 'Information Security Board Advisor', 'Advisory CISO'],
      juniorTitles: ['Security Operations Analyst', 'IT Security Technician'],
      asks: [
        'lead our ISO 27001 programme',
        'assess threat exposure and incident response readiness',
        'brief the board on cyber risk',
        'set a security architecture for our cloud estate',
        'prepare for penetration tests and regulator reviews',
      ],
      credential: 'CISSP or CISM certification required.',
    },
    heldout: {
      titles: ['Fractional CISO', 'Cyber Risk Mentor'],
      juniorTitles: ['SOC Analyst (night shifts)'],
      asks: [
        'harden our systems against ransomware',
        'run tabletop exercises for a breach',
        'choose a managed detection provider',
      ],
      credential: 'Holding a current CISSP is a must.',
    },
  },
  supplychain: {
    sectors: ['manufacturing', 'retail', 'logistics', 'energy'],
    main: {
      titles: ['Supply Chain Advisor', 'Operations Advisor (Manufacturing)', 'Procurement Strategy Advisor'],
      juniorTitles: ['Warehouse Coordinator', 'Procurement Assistant', 'Hands-on Production Planner'],
      asks: [
        'redesign our supply chain for resilience',
        'improve plant efficiency with lean manufacturing',
        'renegotiate supplier contracts and sourcing',
        'plan a second production site',
        'reduce inventory while keeping service levels',
      ],
    },
    heldout: {
      titles: ['Chief Operating Officer – Advisory', 'Manufacturing Operations Mentor'],
      juniorTitles: ['Forklift Team Lead'],
      asks: [
        'cut lead times from our Asian suppliers',
        'introduce sales and operations planning',
        'automate the packing line',
      ],
    },
  },
  data: {
    sectors: ['saas', 'healthcare', 'biotech', 'retail', 'fintech'],
    main: {
      titles: ['Data and AI Advisor', 'Machine Learning Advisor', 'Chief Data Officer (Advisory)'],
      juniorTitles: ['Junior Data Analyst', 'Data Entry Assistant'],
      asks: [
        'set our data strategy and governance',
        'decide where machine learning will create value',
        'review our model validation and AI risk',
        'build the data platform and analytics team',
        'advise on responsible use of patient or customer data',
      ],
    },
    heldout: {
      titles: ['AI Strategy Mentor', 'Advisory Board – Data Science'],
      juniorTitles: ['Annotation Specialist'],
      asks: [
        'choose which predictive models to take to production',
        'design an experiment programme for our recommendations',
        'check our training data for bias',
      ],
    },
  },
  product: {
    sectors: ['saas', 'fintech', 'education', 'healthcare'],
    main: {
      titles: ['Product Advisor', 'Product Strategy Advisor', 'Advisory Chief Product Officer'],
      juniorTitles: ['Associate Product Manager', 'Product Support Assistant'],
      asks: [
        'shape the product roadmap and discovery practice',
        'coach our product managers',
        'find product-market fit for a new segment',
        'set product metrics and pricing experiments',
        'bring user research into decisions',
      ],
    },
    heldout: {
      titles: ['Fractional Head of Product', 'Product Leadership Mentor'],
      juniorTitles: ['Product Operations Intern'],
      asks: [
        'decide what to stop building',
        'turn customer interviews into a sharper roadmap',
        'introduce outcome-based planning',
      ],
    },
  },
  fundraising: {
    sectors: ['nonprofit', 'education'],
    main: {
      titles: ['Fundraising Advisor', 'Trustee – Income Generation', 'Philanthropy Advisor'],
      juniorTitles: ['Fundraising Assistant', 'Events and Donor Coordinator'],
      asks: [
        'grow major donor and legacy giving',
        'write a five-year income strategy',
        'open relationships with trusts and foundations',
        'coach the fundraising team on grant applications',
        'plan a capital appeal',
      ],
    },
    heldout: {
      titles: ['Development Board Member', 'Donor Strategy Mentor'],
      juniorTitles: ['Community Fundraising Volunteer Coordinator'],
      asks: [
        'diversify income away from a single funder',
        'build a patrons circle of high-net-worth supporters',
        'lead a corporate partnerships drive',
      ],
    },
  },
  actuarial: {
    sectors: ['insurance'],
    credential: 'actuary',
    main: {
      titles: ['Actuarial Advisor', 'Risk Committee Advisor (Insurance)', 'Chief Risk Officer – Advisory'],
      juniorTitles: ['Actuarial Trainee', 'Pricing Assistant'],
      asks: [
        'review reserving and pricing models',
        'advise on Solvency II capital requirements',
        'chair the risk committee',
        'set underwriting risk appetite',
        'prepare the own risk and solvency assessment',
      ],
      credential: 'Must have: fellowship of an actuarial body (FIA or FSA).',
    },
    heldout: {
      titles: ['Non-Executive Director – Insurance Risk', 'Reserving Mentor'],
      juniorTitles: ['Claims Data Clerk'],
      asks: [
        'challenge our reserve adequacy',
        'model catastrophe exposure',
        'brief the regulator on capital',
      ],
      credential: 'A qualified actuary is essential.',
    },
  },
  realestate: {
    sectors: ['realestate'],
    credential: 'surveyor',
    main: {
      titles: ['Real Estate Advisor', 'Property Investment Advisor', 'Development Committee Advisor'],
      juniorTitles: ['Property Management Assistant', 'Lettings Coordinator'],
      asks: [
        'appraise development sites and planning risk',
        'advise on acquisitions for our property fund',
        'oversee construction programmes and contractors',
        'improve asset management across the portfolio',
        'structure joint ventures with landowners',
      ],
      credential: 'Must be a chartered surveyor (MRICS or FRICS).',
    },
    heldout: {
      titles: ['Non-Executive Director – Property', 'Development Mentor'],
      juniorTitles: ['Site Administrator'],
      asks: [
        'judge which schemes to take through planning',
        'negotiate forward-funding with institutions',
        'raise the yield on our mixed-use holdings',
      ],
      credential: 'RICS chartered status essential.',
    },
  },
  creative: {
    sectors: ['media', 'retail'],
    main: {
      titles: ['Creative Director (Advisory)', 'Design and Brand Advisor', 'Studio Strategy Advisor'],
      juniorTitles: ['Junior Graphic Designer', 'Studio Assistant'],
      asks: [
        'raise the quality of our creative output',
        'build a studio that wins bigger commissions',
        'set up design systems and creative process',
        'advise on pricing creative work and client relationships',
        'mentor our art directors',
      ],
    },
    heldout: {
      titles: ['Creative Mentor', 'Agency Growth Advisor'],
      juniorTitles: ['Motion Design Intern'],
      asks: [
        'win and keep retainer clients',
        'build a recognisable visual identity for the studio',
        'run a tighter creative review',
      ],
    },
  },
  education: {
    sectors: ['education', 'nonprofit'],
    credential: 'teacher',
    main: {
      titles: ['Education Advisor', 'School Governor', 'Curriculum Strategy Advisor'],
      juniorTitles: ['Teaching Assistant', 'Exam Invigilator'],
      asks: [
        'improve teaching quality and outcomes across our schools',
        'advise on curriculum design and assessment',
        'support headteachers through an inspection',
        'shape safeguarding and pupil welfare policy',
        'guide how teachers will use the learning platform',
      ],
      credential: 'Qualified teacher status (QTS) is essential.',
    },
    heldout: {
      titles: ['Trustee – Academic Standards', 'Learning Design Mentor'],
      juniorTitles: ['Lunchtime Supervisor'],
      asks: [
        'raise attainment for disadvantaged pupils',
        'review our lesson content against the national curriculum',
        'coach senior leaders in the classroom',
      ],
      credential: 'Must hold a teaching qualification.',
    },
  },
} as const satisfies Record<string, FunctionSpec>;

export type FunctionKey = keyof typeof FUNCTIONS;
export const FUNCTION_KEYS = Object.keys(FUNCTIONS) as FunctionKey[];
