import { basketAnchor } from '@tourdesk/domain/routes';

/**
 * Every address the app links to, from the route tables of seed 000 §2 and seed 001 §2. Links are built with
 * `getHref()` only, never by string concatenation in components.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  search: {
    path: '/search',
    /** The search page with the given query parameters (empty values left out). */
    getHref: (params: Record<string, string | null | undefined> = {}) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value !== null && value !== undefined && value !== '') query.set(key, value);
      }
      const text = query.toString();
      return text ? `/search?${text}` : '/search';
    },
  },
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/login/forgot_password', getHref: () => '/login/forgot_password' },
  register: { path: '/login/register', getHref: () => '/login/register' },
  manageBookings: { path: '/manage_bookings', getHref: () => '/manage_bookings' },
  myProfile: { path: '/my_profile', getHref: () => '/my_profile' },
  /** The booking opened from Manage Bookings (its id is kept in session storage, seed 000 §1). */
  bookingDetails: { path: '/search/details', getHref: () => '/search/details' },
  creditCard: { path: '/creditcard', getHref: () => '/creditcard' },
  /** The checkout page, reached once the basket is booked (seed 001 §2; #passenger_{id} anchors its forms). */
  payment: { path: '/payment', getHref: () => '/payment' },
  cart: {
    path: '/cart',
    /** The cart, optionally scrolled to a trip (`#basket_{tourId}`). */
    getHref: (basketTourId?: string) => (basketTourId ? `/cart#${basketAnchor(basketTourId)}` : '/cart'),
  },
} as const;
