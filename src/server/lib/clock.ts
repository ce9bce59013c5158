/** Time as a dependency, so tests can move it (rate-limit windows, subscription period ends). */
export interface Clock {
  now: () => Date;
}
export const systemClock: Clock = { now: () => new Date() };
