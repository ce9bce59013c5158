// Ids from the URL are checked before they reach SQL, so a malformed one is a 404 and never a 500.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string | undefined): value is string =>
  value !== undefined && UUID_PATTERN.test(value);
