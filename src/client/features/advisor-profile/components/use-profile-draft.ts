import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { LIMITS } from '@shared/constants';
import { clearProfileDraft, readProfileDraft, writeProfileDraft } from '../lib/profile-draft';
import type { ProfileFormDefaults, ProfileFormInput, ProfileFormValues } from '../lib/profile-form';

/** The stored draft of this account, read once when the form mounts. */
export function useInitialDraft(userId: string): ProfileFormDefaults | null {
  const [draft] = useState(() => readProfileDraft(userId));
  return draft;
}

/**
 * Saves the form to localStorage after LIMITS.draftAutosaveMs without a change; a pending save is flushed when
 * the page is hidden or the form unmounts. `discard()` stops saving for good (after a successful save).
 */
export function useProfileDraftAutosave(
  userId: string,
  form: UseFormReturn<ProfileFormInput, unknown, ProfileFormValues>,
) {
  const timer = useRef<number | undefined>(undefined);
  const stopped = useRef(false);
  const { watch, getValues } = form;

  useEffect(() => {
    const flush = () => {
      if (timer.current === undefined || stopped.current) return;
      window.clearTimeout(timer.current);
      timer.current = undefined;
      writeProfileDraft(userId, getValues());
    };
    const subscription = watch(() => {
      if (stopped.current) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        if (!stopped.current) writeProfileDraft(userId, getValues());
      }, LIMITS.draftAutosaveMs);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [userId, watch, getValues]);

  const discard = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    clearProfileDraft(userId);
  }, [userId]);

  const stop = useCallback(() => {
    stopped.current = true;
    discard();
  }, [discard]);

  return { discard, stop };
}
