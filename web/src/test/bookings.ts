import type { MoneyLineKind, MoneyLineRole, TripSummary_BookingFragment } from '@/apollo/generated/graphql';

/** An amount in pounds sterling, in minor units (pence) as the gateway sends money (seed 000 §2). */
export const gbp = (amountMinor: number) => ({ __typename: 'Money' as const, amountMinor, currency: 'GBP' });

/** A money line as the gateway builds it (label, kind, role and amount in pence). */
export const moneyLine = (kind: MoneyLineKind, role: MoneyLineRole, label: string, amountMinor: number) => ({
  __typename: 'MoneyLine' as const,
  kind,
  role,
  label,
  amount: gbp(amountMinor),
});

/** A booking as the payment pages' queries write it to the cache (every field the trip summary reads). */
export type TestBooking = Omit<TripSummary_BookingFragment, ' $fragmentName'>;

/**
 * Booking 7654321: one day trip on LNE for two adults (2 × £69.50), nothing paid, the balance of £139.00 due
 * by 17/06/2026; `details` overrides any field.
 */
export function unpaidBooking(details: Partial<TestBooking> = {}): TestBooking {
  return {
    __typename: 'Booking',
    groupBookingId: '7654321',
    currency: 'GBP',
    paymentDue: true,
    paidToday: null,
    trips: [
      {
        __typename: 'BookedTrip',
        bookingIdentifier: 'T1',
        tourName: 'Loch Ness, Glencoe & the Highlands',
        departureDate: '2026-07-07',
        returnDate: '2026-07-07',
        passengers: [
          { __typename: 'TripPassenger', tripPassengerId: 'P1', status: 'ON_HOLD' },
          { __typename: 'TripPassenger', tripPassengerId: 'P2', status: 'ON_HOLD' },
        ],
      },
    ],
    itineraryLines: [
      moneyLine('TRIP', 'SUMMAND', 'Loch Ness, Glencoe & the Highlands', 13900),
      moneyLine('TOTAL', 'TOTAL', 'Total', 13900),
    ],
    totals: {
      __typename: 'BookingTotals',
      balanceDueDate: '2026-06-17',
      paidCardFees: gbp(0),
      paidIncludingFees: gbp(0),
      balance: gbp(13900),
      paidLines: [],
    },
    ...details,
  };
}

/**
 * The gateway's card block for paying `amountMinor` pence by card: a 1.5 % credit-card fee (the total the
 * provider's card form charges) and a 0.5 % debit-card fee, each rounded to the penny.
 */
export function cardCharge(amountMinor: number) {
  const cardFee = Math.round(amountMinor * 0.015);
  const debitCardFee = Math.round(amountMinor * 0.005);
  return {
    __typename: 'CardCharge' as const,
    lines: [
      moneyLine('AMOUNT_DUE', 'SUMMAND', 'Amount due', amountMinor),
      moneyLine('CARD_FEE', 'SUMMAND', 'Card fee', cardFee),
      moneyLine('CARD_TOTAL', 'TOTAL', 'Total charged', amountMinor + cardFee),
    ],
    amount: gbp(amountMinor),
    cardFee: gbp(cardFee),
    total: gbp(amountMinor + cardFee),
    debitCardFee: gbp(debitCardFee),
    debitTotal: gbp(amountMinor + debitCardFee),
    feeDependsOnCardType: true,
  };
}
