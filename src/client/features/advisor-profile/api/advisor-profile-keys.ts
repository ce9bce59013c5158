// The one query-key factory of the advisor-profile feature; mutations invalidate by these keys.
export const advisorProfileKeys = {
  all: ['advisor-profile'] as const,
  me: () => [...advisorProfileKeys.all, 'me'] as const,
  eligibility: () => [...advisorProfileKeys.all, 'eligibility'] as const,
  publicProfiles: () => [...advisorProfileKeys.all, 'public'] as const,
  publicProfile: (slugOrId: string) => [...advisorProfileKeys.publicProfiles(), slugOrId] as const,
};
