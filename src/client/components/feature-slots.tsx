// Places where one feature's screen shows another feature's part without importing it (features never import
// each other): the screen in app/routes provides the part, the feature's component renders whatever it is given.
// Used by messaging (conversations beside applicants and applications, invitations from search).
import { createContext, useContext, type ReactNode } from 'react';

export interface FeatureSlots {
  /** Under an applicant card (company applicants). */
  applicantExtras?: (applicant: {
    applicationId: string;
    advisorId: string;
    advisorName: string;
  }) => ReactNode;
  /** Under an application on the advisor's My Applications. */
  applicationExtras?: (application: { applicationId: string; companyName: string }) => ReactNode;
  /** Beside an advisor seen by a company (search dialog, advisor page). */
  advisorActions?: (advisor: { advisorId: string; advisorName: string }) => ReactNode;
  /** Before the list of My Applications. */
  applicationsIntro?: ReactNode;
}

const SlotsContext = createContext<FeatureSlots>({});

export function FeatureSlotsProvider({ slots, children }: { slots: FeatureSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export const useFeatureSlots = () => useContext(SlotsContext);
