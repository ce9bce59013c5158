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
  };
}
