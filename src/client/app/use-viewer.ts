// Who is looking at the page. Signed out until the accounts feature provides a session.
export interface Viewer {
  user: { email: string; role: 'advisor' | 'company' } | null;
  plan: string | undefined;
  hasActiveSubscription: boolean;
  signOut: () => Promise<void>;
}

export function useViewer(): Viewer {
  return { user: null, plan: undefined, hasActiveSubscription: false, signOut: async () => undefined };
}
