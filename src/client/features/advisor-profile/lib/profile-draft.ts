// The completion form's draft in localStorage, one per account so a shared browser never mixes two people's
// answers. Saved after a pause in typing, restored on return, removed after a successful save.
import type { ProfileFormDefaults, ProfileFormInput } from './profile-form';

const draftKey = (userId: string) => `boardly.advisor-profile-draft.${userId}`;

export function readProfileDraft(userId: string): ProfileFormDefaults | null {
  try {
    const raw = window.localStorage.getItem(draftKey(userId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ProfileFormDefaults)
      : null;
  } catch {
    return null;
  }
}

export function writeProfileDraft(userId: string, values: ProfileFormInput): void {
  try {
    window.localStorage.setItem(draftKey(userId), JSON.stringify(values));
  } catch {
    // Storage full or disabled (private mode): the draft is a convenience, the form keeps working.
  }
}

export function clearProfileDraft(userId: string): void {
  try {
    window.localStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
