/** The one query-key factory of the accounts feature; everything under `all` belongs to it. */
export const authKeys = {
  all: ['auth'] as const,
  viewer: () => [...authKeys.all, 'viewer'] as const,
};
