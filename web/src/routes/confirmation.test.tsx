import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeCheckoutBooking } from '@/features/checkout/api/checkout-booking';
import type { Answer } from '@/test/apollo';
import { gbp, moneyLine, unpaidBooking, type TestBooking } from '@/test/bookings';
import { renderRoute } from '@/test/routes';
import * as confirmation from './confirmation';

beforeEach(() => sessionStorage.clear());

/** The confirmation's own fields beyond the trip summary's, for {@link unpaidBooking}'s one LNE trip. */
function confirmedBooking(summary: TestBooking) {
  const [trip] = summary.trips;
  return {
    ...summary,
    totals: { ...summary.totals, total: gbp(13900) },
    manageLink: null,
    documents: [
      {
        __typename: 'BookingDocument',
        name: 'Booking Statement',
        url: '/documents/7654321/statement',
        messageType: 'AGENT_STATEMENT',
      },
    ],
    trips: [
      {
        ...trip,
        promoCode: null,
        tour: {
          __typename: 'Tour',
          tourId: 'LNE',
          brand: 'HEX',
          duration: { __typename: 'TourDuration', category: 'Day Tours' },
        },
        total: gbp(13900),
        isAddOn: false,
        departureTime: '08:00',
        pickup: null,
        rooms: [],
        passengers: trip!.passengers.map((passenger, index) => ({
          ...passenger,
          guest: {
            __typename: 'Guest',
            passengerId: `G${index + 1}`,
            firstName: index === 0 ? 'Ailsa' : 'Iain',
            familyName: 'Munro',
            ageCategory: 'ADULT',
          },
        })),
      },
    ],
  };
}

/** Booking 7654321 paid in full by credit card today: £139.00 and a £2.09 card fee. */
const PAID = unpaidBooking({
  paymentDue: false,
  paidToday: {
    __typename: 'Payment',
    transactionId: 'tx-1',
    amount: gbp(13900),
    fee: gbp(209),
    total: gbp(14109),
  },
  totals: {
    __typename: 'BookingTotals',
    balanceDueDate: null,
    paidCardFees: gbp(209),
    paidIncludingFees: gbp(14109),
    balance: gbp(0),
    paidLines: [
      moneyLine('PAID', 'SUMMAND', 'Paid', 13900),
      moneyLine('PAID_CARD_FEES', 'SUMMAND', 'Card fees', 209),
    ],
  },
});

/** The same booking after a deposit of £50.00 (and its £0.75 card fee): £89.00 due by 17/06/2026. */
const PART_PAID = unpaidBooking({
  paidToday: {
    __typename: 'Payment',
    transactionId: 'tx-2',
    amount: gbp(5000),
    fee: gbp(75),
    total: gbp(5075),
  },
  totals: {
    __typename: 'BookingTotals',
    balanceDueDate: '2026-06-17',
    paidCardFees: gbp(75),
    paidIncludingFees: gbp(5075),
    balance: gbp(8900),
    paidLines: [],
  },
});

/** The gateway answering ConfirmationPage with `booking`, and SubscribeNewsletter as accepted. */
const gateway =
  (booking: TestBooking): Answer =>
  ({ operationName }) =>
    operationName === 'SubscribeNewsletter'
      ? { data: { subscribeNewsletter: { __typename: 'SubscribeNewsletterPayload', accepted: true } } }
      : { data: { booking: confirmedBooking(booking) } };

function openConfirmation(booking: TestBooking, mode: 'consumer' | 'agent' = 'consumer') {
  storeCheckoutBooking('7654321');
  return renderRoute(confirmation, '/confirmation', { answer: gateway(booking), site: { mode } });
}

const summary = () => screen.getByRole('complementary', { name: 'Trip summary' });

describe('the confirmation (seed 001 §2 Confirmation, §4 Payment)', () => {
  it('paid in full: the reference, the itinerary, what was paid today and in all, no balance to pay', async () => {
    const { sent, router } = openConfirmation(PAID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(screen.getByText('Your booking reference number is #7654321')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Booked itinerary' })).toBeTruthy();
    expect(within(summary()).getByText('Paid today £141.09 (including a £2.09 card fee)')).toBeTruthy();
    expect(within(summary()).getByRole('heading', { name: 'Total Price Paid' })).toBeTruthy();
    expect(within(summary()).getByText('£141.09')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Remaining Balance Due' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay remaining balance' })).toBeNull();
    expect(screen.queryByText(/part-payment/)).toBeNull();
    // A consumer is offered the mailing list, not the agent's documents.
    expect(screen.getByRole('heading', { name: 'Join our mailing list' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Print Documents' })).toBeNull();
    expect(sent[0]).toEqual({
      operationName: 'ConfirmationPage',
      variables: { groupBookingId: '7654321', paymentLinkToken: null },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tours=LNE'));
    expect(document.title).toBe('Booking confirmed · Highland Explorer Tours');
  });

  it('signs a consumer up to the mailing list', async () => {
    const { sent } = openConfirmation(PAID);
    fireEvent.change(await screen.findByLabelText('Email address'), {
      target: { value: 'ailsa@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Thank you for signing up.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      operationName: 'SubscribeNewsletter',
      variables: { email: 'ailsa@example.com' },
    });
  });

  it('after a deposit: the part-payment notice, the balance and its due date, and two ways to pay it', async () => {
    openConfirmation(PART_PAID);
    expect((await screen.findByText(/part-payment/)).getAttribute('role')).toBe('status');
    expect(within(summary()).getByText('Paid today £50.75 (including a £0.75 card fee)')).toBeTruthy();
    expect(within(summary()).getByRole('heading', { name: 'Remaining Balance Due' })).toBeTruthy();
    expect(within(summary()).getByText('includes all taxes.')).toBeTruthy();
    expect(within(summary()).getByText('Balance of £89.00 due by 17/06/2026')).toBeTruthy();
    const pay = screen.getAllByRole('link', { name: 'Pay remaining balance' });
    expect(pay.map((link) => link.getAttribute('href'))).toEqual([
      '/creditcard?booking=7654321',
      '/creditcard?booking=7654321',
    ]);
  });

  it("an agent's confirmation offers the booking's documents instead of the mailing list", async () => {
    openConfirmation(PAID, 'agent');
    expect(await screen.findByRole('heading', { name: 'Print Documents' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Join our mailing list' })).toBeNull();
  });
});
