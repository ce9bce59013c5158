// Every write the server acknowledged (a 2xx the client received), kept by the harness so that after each crash
// it can check the database still has all of them. Writes that were in flight at the kill may or may not be there.
export interface ProfileSaves {
  /** The marker of the last save the server answered 2xx; undefined until one was. */
  acked?: string;
  /** Markers sent after that one (at most the save in flight at the kill): also acceptable in the database. */
  sentSince: string[];
}

export class Ledger {
  readonly signUps: string[] = [];
  readonly sessionTokens: string[] = [];
  readonly applications: Array<{ advisorId: string; jobId: string }> = [];
  readonly webhookEvents: string[] = [];
  readonly subscriptions: string[] = [];
  readonly profileSaves = new Map<string, ProfileSaves>();
  /** Match runs the server acknowledged (202): run id → the advisor who started it. Each is a queued job. */
  readonly matchRuns = new Map<string, string>();
  /** Answers that were neither a 2xx nor an expected refusal (kept to report, not counted as writes). */
  readonly unexpected: string[] = [];

  profileSent(advisorId: string, marker: string) {
    const saves = this.profileSaves.get(advisorId) ?? { sentSince: [] };
    saves.sentSince.push(marker);
    this.profileSaves.set(advisorId, saves);
  }

  profileAcked(advisorId: string, marker: string) {
    const saves = this.profileSaves.get(advisorId) ?? { sentSince: [] };
    // Saves of one advisor are sequential, so everything sent before this one is superseded.
    const index = saves.sentSince.indexOf(marker);
    this.profileSaves.set(advisorId, { acked: marker, sentSince: saves.sentSince.slice(index + 1) });
    this.profileAcks++;
  }

  private profileAcks = 0;

  /** Acknowledged writes so far, by kind. */
  counts() {
    return {
      signUps: this.signUps.length,
      signIns: this.sessionTokens.length,
      profileSaves: this.profileAcks,
      applications: this.applications.length,
      webhookEvents: this.webhookEvents.length,
      matchRuns: this.matchRuns.size,
    };
  }

  total() {
    return Object.values(this.counts()).reduce((sum, n) => sum + n, 0);
  }
}
