/**
 * The app's addresses, one place for the web app's routes and links, the gateway's links (payment links, booking
 * links, the card page's return addresses) and the web server's robots.txt and landing addresses (seed 000 §2,
 * seed 001 §2 route tables).
 */

/** Cart anchor of a trip: 'basket_{tourId}' (seed 001 §2). */
export function basketAnchor(tourId: string): string {
  return `basket_${tourId}`;
}

type QueryParams = Record<string, string | null | undefined>;

/** `path` with the non-empty `params` as its query. */
function withQuery(path: string, params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(key, value);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A tour name as a URL path segment: lower-case ASCII words joined by hyphens ('Loch Ness & Glencoe' → 'loch-ness-glencoe'). */
export function tourSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The query parameter of a booking link's signed token on the booking page (`/booking/{id}?key={token}`). */
export const BOOKING_LINK_PARAM = 'key';

/**
 * Every address the app links to, from the route tables of seed 000 §2 and seed 001 §2. Links are built with
 * `getHref()` only, never by string concatenation in components.
 */
export const paths = {
  home: {
    path: '/',
    /** The home page, with the given query parameters (empty values left out). */
    getHref: (params: QueryParams = {}) => withQuery('/', params),
  },
  search: {
    path: '/search',
    /** The search page with the given query parameters (empty values left out). */
    getHref: (params: QueryParams = {}) => withQuery('/search', params),
  },
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/login/forgot_password', getHref: () => '/login/forgot_password' },
  register: { path: '/login/register', getHref: () => '/login/register' },
  manageBookings: {
    path: '/manage_bookings',
    /** Manage Bookings with its search, filters, order and page as query parameters (empty values left out). */
    getHref: (params: QueryParams = {}) => withQuery('/manage_bookings', params),
  },
  myProfile: { path: '/my_profile', getHref: () => '/my_profile' },
  /** The booking opened from Manage Bookings (its id is kept in session storage, seed 000 §1). */
  bookingDetails: { path: '/search/details', getHref: () => '/search/details' },
  creditCard: {
    path: '/creditcard',
    /**
     * The card payment screen, for the booking at checkout or for `booking` (a booking opened elsewhere);
     * with `paylink` it is a payment link (seed 001 §2: `/creditcard?booking={id}&paylink={token}`).
     */
    getHref: (booking?: { groupBookingId: string | number; paylink?: string | null }) => {
      if (!booking) return '/creditcard';
      const query = new URLSearchParams({ booking: String(booking.groupBookingId) });
      if (booking.paylink) query.set('paylink', booking.paylink);
      return `/creditcard?${query.toString()}`;
    },
  },
  /** After payment (seed 001 §2 Confirmation); the booking is the one at checkout. */
  confirmation: { path: '/confirmation', getHref: () => '/confirmation' },
  /** Payment problem, with the provider's reason (seed 001 §2 Failed payment). */
  failedPayment: {
    path: '/failed_payment',
    getHref: (reason?: string | null) =>
      reason ? `/failed_payment?${new URLSearchParams({ reason }).toString()}` : '/failed_payment',
  },
  /**
   * A booking's page (seed 001 §2 Booking page); with `key`, a signed booking link opening it in any browser
   * (`/booking/{id}?key={token}`, {@link BOOKING_LINK_PARAM}).
   */
  bookingPage: {
    path: '/booking/:groupBookingId',
    getHref: (groupBookingId: string | number, key?: string) =>
      withQuery(`/booking/${encodeURIComponent(groupBookingId)}`, { [BOOKING_LINK_PARAM]: key }),
  },
  /** The checkout page, reached once the basket is booked (seed 001 §2; #passenger_{id} anchors its forms). */
  payment: { path: '/payment', getHref: () => '/payment' },
  /**
   * A tour's own page: `/tours/{tourId}/{slug}`, its canonical address for search engines and link
   * previews; the slug is decoration (any or none finds the tour).
   */
  tourPage: {
    path: '/tours/:tourId/:slug?',
    getHref: (tour: { tourId: string; name: string }) =>
      `/tours/${encodeURIComponent(tour.tourId)}/${tourSlug(tour.name)}`,
  },
  cart: {
    path: '/cart',
    /** The cart, optionally scrolled to a trip (`#basket_{tourId}`). */
    getHref: (basketTourId?: string) => (basketTourId ? `/cart#${basketAnchor(basketTourId)}` : '/cart'),
  },
} as const;

/**
 * The fixed start of a route path, up to its first parameter: '/booking/:groupBookingId' → '/booking/',
 * '/tours/:tourId/:slug?' → '/tours/'; a path without parameters is returned whole ('/cart').
 */
export function pathPrefix(path: string): string {
  const parameter = path.indexOf(':');
  return parameter < 0 ? path : path.slice(0, parameter);
}
