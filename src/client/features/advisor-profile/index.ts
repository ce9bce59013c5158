export { advisorProfileKeys } from './api/advisor-profile-keys';
export {
  eligibilityQueryOptions,
  myProfileQueryOptions,
  publicAdvisorQueryOptions,
  useEligibility,
  useMyProfile,
  usePublicAdvisor,
} from './api/advisor-profile-queries';
export { AdvisorProfileGate } from './components/advisor-profile-gate';
export { MyProfilePage } from './components/my-profile-page';
export { ProfileCompletionPage } from './components/profile-completion-page';
export { ProfileSavedPage } from './components/profile-saved-page';
export { PublicAdvisorPage } from './components/public-advisor-page';
