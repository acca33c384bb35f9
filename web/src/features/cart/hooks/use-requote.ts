import { useTransition } from 'react';

/**
 * Requotes the cart in a transition, so the quote on screen stays (marked `requoting`) until the new one arrives.
 * @param refetch asks the page query again for a basket's variables.
 * @returns `requoting` while a requote is under way, and `requote`, which resolves once the new quote is shown.
 */
export function useRequote<B>(refetch: (basket: B) => Promise<unknown>) {
  const [requoting, startTransition] = useTransition();
  const requote = (basket: B) =>
    new Promise<void>((resolve) => {
      startTransition(async () => {
        await refetch(basket);
        resolve();
      });
    });
  return { requoting, requote };
}
