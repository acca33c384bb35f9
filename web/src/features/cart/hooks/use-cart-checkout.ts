import type { PopupAddOn } from '../components/add-on-popup';
import { useAddOnPopup } from './use-add-on-popup';
import { useBookBasket, type BookBasketOptions } from './use-book-basket';

/** What {@link useCartCheckout} needs from the page besides {@link BookBasketOptions}. */
export interface CartCheckoutOptions extends BookBasketOptions {
  isAgent: boolean;
  /** 'Show add-ons for my trip': goes to the add-ons of the main trip `tripTourId`. */
  onShowAddOns: (tripTourId: string) => void;
}

/**
 * The cart's checkout flow (seed 001 §4 Checkout, §2 Cart popup): checkout either opens the customer's add-on
 * popup (once per session, when no add-on was bought and some are offered) or books the basket; from the popup,
 * 'Show add-ons for my trip' goes to the trip's add-ons and 'Proceed without add-ons' books.
 * @returns the press's `booking` and `failure`, the `popup` add-ons (null when closed), `checkout`, `showAddOns`
 *   and `proceed`.
 */
export function useCartCheckout({ isAgent, onShowAddOns, ...booking }: CartCheckoutOptions) {
  const popup = useAddOnPopup();
  const press = useBookBasket(booking);
  const checkout = async (addOnCount: number, offered: () => PopupAddOn[]) => {
    if (!popup.beforeCheckout({ isAgent, hasBoughtAddOn: addOnCount > 0, offered })) await press.bookBasket();
  };
  const showAddOns = () => {
    const target = popup.close();
    if (target) onShowAddOns(target);
  };
  const proceed = () => {
    popup.close();
    void press.bookBasket();
  };
  return {
    booking: press.booking,
    failure: press.failure,
    popup: popup.popup,
    checkout,
    showAddOns,
    proceed,
  };
}
