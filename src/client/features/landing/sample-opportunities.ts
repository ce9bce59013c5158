// Hard-coded teaser roles for the landing page (spec part 1 §1, §3): 20 items, compensation $0–$2,500 per month,
// equity 0%–3.0%. They illustrate the marketplace to visitors without a subscription; they are not live listings.

export interface SampleOpportunity {
  id: string;
  company: string;
  title: string;
  industry: string;
  /** Display text, e.g. '$2,000/month'. */
  compensation: string;
  /** Display text, e.g. '1.5% equity'. */
  equity: string;
}

export const SAMPLE_OPPORTUNITIES: readonly SampleOpportunity[] = [
  {
    id: 'sample-01',
    company: 'Northwind Health',
    title: 'Clinical Strategy Advisor',
    industry: 'Healthcare',
    compensation: '$2,000/month',
    equity: '1.5% equity',
  },
  {
    id: 'sample-02',
    company: 'Ledgerline',
    title: 'Independent Board Director',
    industry: 'Fintech',
    compensation: '$2,500/month',
    equity: '0.5% equity',
  },
  {
    id: 'sample-03',
    company: 'Solace Energy',
    title: 'Board Advisor, Grid Partnerships',
    industry: 'Clean Energy',
    compensation: '$1,500/month',
    equity: '1.0% equity',
  },
  {
    id: 'sample-04',
    company: 'Harbor Logistics',
    title: 'Supply Chain Advisor',
    industry: 'Logistics',
    compensation: '$1,200/month',
    equity: '0.75% equity',
  },
  {
    id: 'sample-05',
    company: 'Brightpath Learning',
    title: 'Go-to-Market Advisor',
    industry: 'Education',
    compensation: '$0/month',
    equity: '2.0% equity',
  },
  {
    id: 'sample-06',
    company: 'Cobalt Robotics Lab',
    title: 'Technical Advisory Board Member',
    industry: 'Robotics',
    compensation: '$1,000/month',
    equity: '1.25% equity',
  },
  {
    id: 'sample-07',
    company: 'Verdant Foods',
    title: 'Board Advisor, Retail Expansion',
    industry: 'Food & Beverage',
    compensation: '$800/month',
    equity: '1.0% equity',
  },
  {
    id: 'sample-08',
    company: 'Atlas Insurance Tech',
    title: 'Audit Committee Chair',
    industry: 'Insurance',
    compensation: '$2,500/month',
    equity: '0.25% equity',
  },
  {
    id: 'sample-09',
    company: 'Meridian Bio',
    title: 'Scientific Advisory Board Member',
    industry: 'Biotechnology',
    compensation: '$1,800/month',
    equity: '1.5% equity',
  },
  {
    id: 'sample-10',
    company: 'Keystone Property Group',
    title: 'Real Estate Investment Advisor',
    industry: 'Real Estate',
    compensation: '$1,500/month',
    equity: '0.5% equity',
  },
  {
    id: 'sample-11',
    company: 'Signal Media',
    title: 'Board Advisor, Audience Growth',
    industry: 'Media',
    compensation: '$500/month',
    equity: '2.5% equity',
  },
  {
    id: 'sample-12',
    company: 'Fernway Mobility',
    title: 'Regulatory Affairs Advisor',
    industry: 'Transportation',
    compensation: '$1,000/month',
    equity: '1.0% equity',
  },
  {
    id: 'sample-13',
    company: 'Quarry Security',
    title: 'Cybersecurity Board Advisor',
    industry: 'Cybersecurity',
    compensation: '$2,000/month',
    equity: '0.75% equity',
  },
  {
    id: 'sample-14',
    company: 'Tidewater Farms',
    title: 'Sustainability Advisor',
    industry: 'Agriculture',
    compensation: '$0/month',
    equity: '3.0% equity',
  },
  {
    id: 'sample-15',
    company: 'Lumen Retail Co.',
    title: 'Non-Executive Director',
    industry: 'Retail',
    compensation: '$2,200/month',
    equity: '0.5% equity',
  },
  {
    id: 'sample-16',
    company: 'Orbital Aero',
    title: 'Board Advisor, Defense Partnerships',
    industry: 'Aerospace',
    compensation: '$1,500/month',
    equity: '1.75% equity',
  },
  {
    id: 'sample-17',
    company: 'Kindred Care Network',
    title: 'Non-profit Governance Advisor',
    industry: 'Non-profit',
    compensation: '$0/month',
    equity: '0% equity',
  },
  {
    id: 'sample-18',
    company: 'Parcel Commerce',
    title: 'Fundraising Advisor, Series A',
    industry: 'E-commerce',
    compensation: '$750/month',
    equity: '2.0% equity',
  },
  {
    id: 'sample-19',
    company: 'Summit Legal Cloud',
    title: 'Legal & Compliance Advisor',
    industry: 'Legal Tech',
    compensation: '$1,200/month',
    equity: '1.0% equity',
  },
  {
    id: 'sample-20',
    company: 'Playforge Studios',
    title: 'Board Advisor, International Expansion',
    industry: 'Gaming',
    compensation: '$1,000/month',
    equity: '1.5% equity',
  },
];
