// The lifecycle of an application (advisor ↔ position), defined once for the server and the client: which statuses
// are still open, which accept messages, who may move an application where. The server enforces these rules in
// features/applications (the only module that writes `applications`); screens read them to show or hide actions.
import { OPEN_APPLICATION_STATUSES, type ApplicationStatus, type CompanySetStatus } from './constants';

export { OPEN_APPLICATION_STATUSES };

/** An application in one of these statuses closes its thread for new messages; its history stays readable. */
export const CLOSED_THREAD_STATUSES = ['rejected', 'withdrawn', 'closed'] as const;

/** Statuses no one moves an application out of by hand: the advisor withdrew, or the platform or a hire closed it. */
export const FINAL_APPLICATION_STATUSES = ['withdrawn', 'closed'] as const;

const includes = (list: readonly string[], status: string) => list.includes(status);

/** Still waiting for an outcome: the advisor may withdraw, the company may propose interviews. */
export const isApplicationOpen = (status: string) => includes(OPEN_APPLICATION_STATUSES, status);

/** The application's conversation takes new messages (a hire keeps it open; a rejection closes it). */
export const acceptsMessages = (status: string) => !includes(CLOSED_THREAD_STATUSES, status);

/** Withdrawn or closed: the company can no longer change its status. */
export const isApplicationFinal = (status: string) => includes(FINAL_APPLICATION_STATUSES, status);

/** An advisor may apply again to a withdrawn application while the role is still open. */
export const canReapply = (status: string, roleIsActive: boolean) => status === 'withdrawn' && roleIsActive;

export type ApplicationTransition =
  | { by: 'company'; to: CompanySetStatus }
  | { by: 'advisor'; to: 'withdrawn' | 'applied' }
  | { by: 'platform'; to: 'closed' };

/**
 * Whether an application in `from` may be moved as `transition` says: the company sets any of its statuses while the
 * application is not final; the advisor withdraws an open one and re-applies to a withdrawn one; the platform (the
 * answer deadline, or another applicant's hire) closes an open one.
 */
export function canTransition(from: ApplicationStatus | string, transition: ApplicationTransition): boolean {
  switch (transition.by) {
    case 'company':
      return !isApplicationFinal(from);
    case 'advisor':
      return transition.to === 'withdrawn' ? isApplicationOpen(from) : from === 'withdrawn';
    case 'platform':
      return isApplicationOpen(from);
  }
}
