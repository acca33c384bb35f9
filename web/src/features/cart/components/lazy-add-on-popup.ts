import { lazy } from 'react';

/**
 * The customer's add-on popup, loaded only when the cart shows it (B5: the page's first load stays
 * small); `preloadAddOnPopup` starts loading it when a pointer or the focus reaches the checkout button.
 */
const loadAddOnPopup = () => import('./add-on-popup');

export const AddOnPopup = lazy(() => loadAddOnPopup().then((module) => ({ default: module.AddOnPopup })));

/** Starts loading the add-on popup's code. */
export function preloadAddOnPopup(): void {
  void loadAddOnPopup();
}
