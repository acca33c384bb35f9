import { showAddOnPopup } from '@tourdesk/domain/add-ons';
import { useState } from 'react';
import { readSession, writeSession } from '@/lib/session-store';
import { addOnPopupShownKey } from '../api/cart-session';
import type { PopupAddOn } from '../components/add-on-popup';

/**
 * The customer's add-on popup at checkout (seed 001 §2 Cart popup, §4 Checkout): `beforeCheckout` opens it (once
 * per session, domain showAddOnPopup) when a customer who bought no add-on is offered some, and says whether
 * checkout must wait for the customer's answer.
 * @returns the add-ons shown (null when closed), `beforeCheckout`, and `close`, which answers the main trip the
 *   first add-on is offered for (where 'Show add-ons for my trip' scrolls), or null.
 */
export function useAddOnPopup() {
  const [popup, setPopup] = useState<PopupAddOn[] | null>(null);

  const beforeCheckout = (s: { isAgent: boolean; hasBoughtAddOn: boolean; offered: () => PopupAddOn[] }) => {
    const alreadyShown = readSession(addOnPopupShownKey);
    if (s.isAgent || s.hasBoughtAddOn || alreadyShown) return false;
    const offered = s.offered();
    const shown = showAddOnPopup({
      isAgent: s.isAgent,
      hasBoughtAddOn: s.hasBoughtAddOn,
      suggestionCount: offered.length,
      alreadyShown,
    });
    if (!shown) return false;
    writeSession(addOnPopupShownKey, true);
    setPopup(offered);
    window.scrollTo({ top: 0 });
    return true;
  };

  const close = (): string | null => {
    const target = popup?.[0]?.tripTourId ?? null;
    setPopup(null);
    return target;
  };

  return { popup, beforeCheckout, close };
}
