import type { Role } from '@shared/constants';

/** The signed-in user as every route sees it (resolved once per request from the session cookie). */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  emailVerified: boolean;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    user: SessionUser | null;
    /** The id of the session row behind the cookie (null when signed out): "sign out my other devices" keeps it. */
    sessionId: string | null;
  };
}
