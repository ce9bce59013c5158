// Places where one feature's screen shows another feature's part without importing it (features never import
// each other): the screen in app/routes provides the part, the feature's component renders whatever it is given.
// Used by messaging (conversations beside applicants and applications, invitations from search) and hiring (the
// timeline, rating and notes of an applicant; the timeline, withdrawal and interviews of an application).
import { createContext, useContext, type ReactNode } from 'react';
import type { ApplicantCard } from '@shared/schemas/company';
import type { MyApplication } from '@shared/schemas/jobs';

export interface FeatureSlots {
  /** Inside an applicant card (company applicants): the hiring process's part. */
  applicantHiring?: (applicant: ApplicantCard, jobTitle: string) => ReactNode;
  /** Inside an application on the advisor's My Applications: the hiring process's part. */
  applicationHiring?: (application: MyApplication) => ReactNode;
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
  /** At the end of an applicant's profile seen by a company (the advisor's approved references). */
  advisorSections?: (advisor: { advisorId: string }) => ReactNode;
  /** Inside an applicant card: the screening answers and scorecards (decision 049). */
  applicantScreening?: (applicant: ApplicantCard) => ReactNode;
  /** Inside an application on My Applications: the advisor's own answers (decision 049). */
  applicationScreening?: (application: MyApplication) => ReactNode;
  /** Under a position's edit form: its screening questions and interview criteria (decision 049). */
  positionScreening?: (positionId: string) => ReactNode;
  /** Before the list of My Applications. */
  applicationsIntro?: ReactNode;
  /** After the list of My Applications (the advisor's references). */
  applicationsOutro?: ReactNode;
}

const SlotsContext = createContext<FeatureSlots>({});

export function FeatureSlotsProvider({ slots, children }: { slots: FeatureSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export const useFeatureSlots = () => useContext(SlotsContext);
