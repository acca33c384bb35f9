import { describe, expect, it } from 'vitest';
import { BOOKING_LINK_PARAM, basketAnchor, pathPrefix, paths, tourSlug } from '../src/paths.js';

describe('addresses of the route tables (seed 000 §2, seed 001 §2 Route table)', () => {
  it('gives each screen its route path', () => {
    expect(paths.login.path).toBe('/login');
    expect(paths.manageBookings.path).toBe('/manage_bookings');
    expect(paths.cart.path).toBe('/cart');
    expect(paths.failedPayment.path).toBe('/failed_payment');
    expect(paths.bookingPage.path).toBe('/booking/:groupBookingId');
  });

  it("writes a payment link as '/creditcard?booking={id}&paylink={token}' (seed 001 §2 payment-link mode)", () => {
    expect(paths.creditCard.getHref({ groupBookingId: 202001, paylink: 'v1.202001.9.sig-_' })).toBe(
      '/creditcard?booking=202001&paylink=v1.202001.9.sig-_',
    );
    expect(paths.creditCard.getHref()).toBe('/creditcard');
  });

  it("writes a booking's page, and its signed link with the key (seed 001 §2 Booking page)", () => {
    expect(paths.bookingPage.getHref('202001')).toBe('/booking/202001');
    expect(paths.bookingPage.getHref(202001, 'b1.202001.9.sig')).toBe(
      `/booking/202001?${BOOKING_LINK_PARAM}=b1.202001.9.sig`,
    );
  });

  it("writes the cart with a trip's anchor 'basket_{tourId}' (seed 001 §2 cart hashes)", () => {
    expect(basketAnchor('LNE')).toBe('basket_LNE');
    expect(paths.cart.getHref('LNE')).toBe('/cart#basket_LNE');
  });

  it('writes a failed payment with its reason', () => {
    expect(paths.failedPayment.getHref('card rejected')).toBe('/failed_payment?reason=card+rejected');
  });

  it("writes a tour's page with its name as slug", () => {
    expect(tourSlug('Loch Ness & Glencoe')).toBe('loch-ness-glencoe');
    expect(paths.tourPage.getHref({ tourId: '3SU', name: 'Skye (3 days)' })).toBe('/tours/3SU/skye-3-days');
  });

  it('gives the fixed start of a route path, up to its first parameter', () => {
    expect(pathPrefix(paths.bookingPage.path)).toBe('/booking/');
    expect(pathPrefix(paths.tourPage.path)).toBe('/tours/');
    expect(pathPrefix(paths.cart.path)).toBe('/cart');
  });
});
