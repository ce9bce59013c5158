import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/components/ui/toaster';

export const CHECKOUT_SUCCESS = 'success';

/**
 * Back from checkout (`/pricing?checkout=success`, where the Payment Link — or the demo page — returns the buyer):
 * confirms the payment once, refetches everything the new plan changes (the viewer's access, unlocked matches,
 * pricing), and drops the parameter so a reload does not confirm it again. Returns whether the visit came from a
 * checkout: pricing then keeps polling briefly in case Stripe's webhook lands a moment after the buyer does.
 */
export function useCheckoutReturn(): boolean {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [returned] = useState(() => params.get('checkout') === CHECKOUT_SUCCESS);
  const handled = useRef(false);

  useEffect(() => {
    if (!returned || handled.current) return;
    handled.current = true;
    toast.success('Payment received', { description: 'Your plan is active.' });
    void queryClient.invalidateQueries();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [returned, queryClient, setParams]);

  return returned;
}
