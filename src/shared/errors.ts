// The error codes the API can answer with, and the HTTP status of each. The UI branches on `code`, never on text.

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A state-changing API request sent by a page on another site (CSRF); see middleware/origin-check.ts. */
  CROSS_SITE_REQUEST_REFUSED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PROFILE_INCOMPLETE: 422,
  SUBSCRIPTION_REQUIRED: 402,
  SERVICE_UNAVAILABLE: 503,
  USER_ALREADY_EXISTS: 422,
  INVALID_CREDENTIALS: 401,
  /** A signed-in user re-entered a wrong password for a sensitive change (the session itself is fine). */
  WRONG_PASSWORD: 403,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_TOKEN: 400,
  WEAK_PASSWORD: 422,
  ALREADY_APPLIED: 409,
  // Distinct states of the hiring process, each its own code so a screen can branch on it (all 409, as CONFLICT was).
  /** The application has ended (withdrawn or closed; for its conversation also rejected): the change is refused. */
  APPLICATION_CLOSED: 409,
  /** Someone changed the same record first (a race lost): reload and try again. */
  CHANGED_MEANWHILE: 409,
  /** The interview was cancelled; it no longer changes. */
  INTERVIEW_CANCELLED: 409,
  /** The interview is not waiting for a booking: already booked, or waiting for the company's new times. */
  INTERVIEW_NOT_BOOKABLE: 409,
  /** The interview time chosen has already passed. */
  SLOT_PASSED: 409,
  /** The company already invited this advisor to this position. */
  ALREADY_INVITED: 409,
  /** The invitation was already accepted or declined. */
  INVITATION_ANSWERED: 409,
  /**
   * A position needs a logo because the company profile has none (spec part 2 §5); `issues` names `logoUrl`, so the
   * form takes the user to that field.
   */
  LOGO_REQUIRED: 422,
  /** The advisor keeps the most saved searches allowed (decision 045): delete one to save another. */
  SAVED_SEARCH_LIMIT: 409,
  /** References (decision 046): at most three requests open or approved at once. */
  REFERENCE_LIMIT_REACHED: 409,
  /** The reference request was already written, decided or withdrawn: it can no longer be resent or withdrawn. */
  REFERENCE_NOT_PENDING: 409,
  /** The referee has not written the reference yet: there is nothing to approve or decline. */
  REFERENCE_NOT_WRITTEN: 409,
  /**
   * Applying or accepting an invitation would reveal an advisor in confidential mode to the company (decision 044):
   * the request must say the advisor agreed (`confirmReveal: true`, sent once the screen has shown them the notice).
   */
  CONFIRM_REVEAL: 409,
  /** Board seats (decision 050): the advisor records the most seats allowed; end or delete one to add another. */
  BOARD_SEAT_LIMIT: 409,
  /** Company invitations (decision 048): the link expired, was used or cancelled, or names another address. */
  TEAM_INVITATION_EXPIRED: 410,
  TEAM_INVITATION_USED: 409,
  TEAM_INVITATION_OTHER_ADDRESS: 403,
  PAYMENT_PROVIDER_ERROR: 502,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldIssue {
  path: string;
  message: string;
}

/** The wire shape of every error response. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; issues?: FieldIssue[] };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
