export { LandingPage, type LandingPageProps, type LandingViewer } from './components/landing-page';
export { SAMPLE_OPPORTUNITIES, type SampleOpportunity } from './sample-opportunities';
