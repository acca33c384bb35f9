import { describe, expect, it } from 'vitest';
import {
  LABELS,
  MESSAGES,
  PAYMENT_REFUSALS,
  REFUSALS,
  basketFailureMessage,
  cardHoldRemainsMessage,
  currencyNotSoldMessage,
  loginThrottledMessage,
  nightsRangeMessage,
  paymentLinkThrottledMessage,
  registrationThrottledMessage,
  tooManyTripsMessage,
  unknownCurrencyMessage,
  cancelledWithFeeText,
  paidTodayText,
  passengerMissingDetailsMessage,
  registrationFailureMessage,
  resetPasswordFailureMessage,
  summaryFailureMessage,
  tourNotAvailableToAgencyMessage,
  unbookableTourMessage,
} from '../src/messages.js';

describe('messages verbatim, seed typos kept (seed 000 §8, seed 001 §8)', () => {
  it('keeps the seeds spelling', () => {
    expect(MESSAGES.noAdult).toBe('You need to have at least one 18+ member in the group');
    expect(MESSAGES.currencyCheckFailed).toBe('Sorry, an error has occred, trip failed to add');
    expect(MESSAGES.passwordChanged).toBe('Sucessfully changed password');
    expect(MESSAGES.unknownPaymentError).toBe('An Unknown payment error has occured');
    expect(MESSAGES.passwordMismatch).toBe("Please new password and confirmed password don't match.");
    expect(MESSAGES.noAddOns).toBe('There are not optional add-ons available on this tour');
    expect(LABELS.seatsFivePlus).toBe('5 +');
  });
  it('builds the prefixed alerts', () => {
    expect(basketFailureMessage('X')).toBe('Basket X');
    expect(summaryFailureMessage('X')).toBe('Summary X');
    expect(resetPasswordFailureMessage('bad')).toBe('Unable to reset password :bad');
    expect(registrationFailureMessage('bad')).toBe('Failed to register bad');
    expect(passengerMissingDetailsMessage(1)).toBe(
      'Please complete all required passenger details to continue (Passenger 2 is missing details)',
    );
    expect(unbookableTourMessage('0131 000 0000')).toBe(
      'Sadly, we are currently unable to book this tour online. Please call to book: 0131 000 0000',
    );
  });
});

describe("a tour of another pricing band opened by an agent (seed 000 §6 'sees only the products of its band')", () => {
  it('says the tour is not available to the agency, with the phone for help', () => {
    expect(tourNotAvailableToAgencyMessage('0131 000 0000')).toBe(
      'This tour is not available to your agency. For help please call: 0131 000 0000',
    );
  });
});

describe('paid today and cancelled passenger lines (seed 001 §2 Confirmation; seed 000 §2 Booking detail)', () => {
  it('says what the card was charged with its fee, and a cancelled passenger with its fee', () => {
    expect(paidTodayText('£176.61', '£2.61')).toBe('Paid today £176.61 (including a £2.61 card fee)');
    expect(paidTodayText('£186.00', null)).toBe('Paid today £186.00');
    expect(cancelledWithFeeText('£31.00')).toBe('Cancelled, cancellation fee £31.00');
  });
});

describe("tourdesk's refusals where the seeds give a rule but no text (seed 000 §3, §6; seed 001 §3, §5, §9)", () => {
  it('states the limits the seeds set', () => {
    expect(REFUSALS.tooManyPassengers).toBe('Sorry, a booking can have at most 10 passengers');
    expect(REFUSALS.noteTooLong).toBe('A booking note can have at most 500 characters.');
    expect(tooManyTripsMessage(20)).toBe('Sorry, a booking can have at most 20 trips');
    expect(nightsRangeMessage(7)).toBe('Please choose between 0 and 7 nights.');
  });
  it('names the currency refused', () => {
    expect(unknownCurrencyMessage('xyz')).toBe('Unknown currency: xyz');
    expect(currencyNotSoldMessage('GBP')).toBe('Your agency does not sell in GBP.');
  });
  it('says how many whole minutes a throttled login, registration or payment link waits, at least one', () => {
    expect(loginThrottledMessage(0)).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(loginThrottledMessage(61)).toBe('Too many failed login attempts. Please try again in 2 minutes.');
    expect(loginThrottledMessage(900)).toBe(
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
    expect(registrationThrottledMessage(3600)).toBe(
      'Too many registrations from here. Please try again in 60 minutes.',
    );
    expect(paymentLinkThrottledMessage(30)).toBe(
      'This payment link was opened too often. Please try again in 1 minute.',
    );
  });
  it('says plainly that a refused but authorised card stays on hold for its amount (seed 001 §4 Payment)', () => {
    expect(cardHoldRemainsMessage(PAYMENT_REFUSALS.fullyPaid, { amountMinor: 43452, currency: 'GBP' })).toBe(
      'This booking is already fully paid: this payment was not taken. Your card was not charged, but your card issuer holds the £434.52 it authorised until that authorisation lapses, usually within a few days; it cannot be released sooner from here.',
    );
    expect(
      cardHoldRemainsMessage(PAYMENT_REFUSALS.superseded, { amountMinor: 12000, currency: 'AUD' }),
    ).toContain('holds the A$120.00 it authorised');
  });
  it('keeps every text a sentence the web can show as it is', () => {
    for (const text of [...Object.values(REFUSALS), ...Object.values(PAYMENT_REFUSALS)]) {
      expect(text).toMatch(/^[A-Z]/);
      expect(text.trim()).toBe(text);
    }
  });
});
