import { describe, expect, it } from 'vitest';
import { bookingErrorCode, bookingFailureAlerts } from '../src/booking-failure.js';

describe('seed 001 §4 Checkout, §8: booking failure alerts', () => {
  it("shows 'Basket ' and 'Summary ' each followed by the provider's booking_error", () => {
    expect(
      bookingFailureAlerts('Basket Sorry, there are not enough seats available for the selected passengers'),
    ).toEqual({
      basket: 'Basket Sorry, there are not enough seats available for the selected passengers',
      summary: 'Summary Sorry, there are not enough seats available for the selected passengers',
    });
  });

  it('prefixes a refusal found before the provider was asked the same way', () => {
    expect(bookingFailureAlerts('You need to have at least one 18+ member in the group')).toEqual({
      basket: 'Basket You need to have at least one 18+ member in the group',
      summary: 'Summary You need to have at least one 18+ member in the group',
    });
  });
});

describe('seed 001 §5, §8: codes of the booking errors the spec names', () => {
  it('codes each named text and BOOKING_ERROR for any other', () => {
    expect(bookingErrorCode('You need to have at least one 18+ member in the group')).toBe('NO_ADULT');
    expect(bookingErrorCode('Sorry, there are not enough seats available for the selected passengers')).toBe(
      'NOT_ENOUGH_SEATS',
    );
    expect(bookingErrorCode('Error: No rooms available or incorrectly loaded rooms.')).toBe('NO_ROOMS');
    expect(bookingErrorCode('Sorry, an error has occred, trip failed to add')).toBe('CURRENCY_MISMATCH');
    expect(bookingErrorCode('Departure closed')).toBe('BOOKING_ERROR');
  });
});
