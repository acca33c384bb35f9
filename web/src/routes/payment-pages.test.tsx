import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCheckoutBooking, storeCheckoutBooking } from '@/features/checkout/api/checkout-booking';
import { storePaymentLink } from '@/features/payment/api/payment-link';
import type { Answer } from '@/test/apollo';
import { cardCharge, gbp, unpaidBooking } from '@/test/bookings';
import { renderRoute } from '@/test/routes';
import * as checkout from './checkout';
import * as confirmation from './confirmation';
import * as creditCard from './creditcard';
import * as failedPayment from './failed-payment';

beforeEach(() => sessionStorage.clear());

/** The gateway answering FailedPaymentPage with the unpaid booking and `used` of its 3 attempts spent. */
const failedPaymentAnswer =
  (used: number): Answer =>
  () => ({
    data: {
      booking: {
        ...unpaidBooking(),
        paymentAttempts: { __typename: 'PaymentAttempts', used, max: 3, canRetry: used < 3 },
      },
    },
  });

describe('the failed payment page (seed 001 §2 Failed payment, §4 Payment attempts, §8 messages)', () => {
  it("says what went wrong and why, offers 'Retry Payment' to the card screen, and shows the balance due", async () => {
    storeCheckoutBooking('7654321');
    const { sent } = renderRoute(failedPayment, '/failed_payment?reason=Payment%20rejected', {
      answer: failedPaymentAnswer(1),
    });
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'There was a problem with your payment' }))
        .parentElement?.textContent,
    ).toContain('Unable to complete transaction');
    expect(screen.getByText('Your payment has been rejected by your payment provider')).toBeTruthy();
    const contact = screen.getByRole('link', { name: 'sales@tourdesk.example' });
    expect(contact.getAttribute('href')).toBe('mailto:sales@tourdesk.example');
    expect(contact.parentElement?.textContent).toBe(
      'Having Trouble or Need to Register? Contact us at sales@tourdesk.example',
    );
    const retry = await screen.findByRole('link', { name: 'Retry Payment' });
    expect(retry.getAttribute('href')).toBe('/creditcard?booking=7654321');
    const summary = screen.getByRole('complementary', { name: 'Trip summary' });
    expect(within(summary).getByRole('heading', { name: 'Remaining Balance Due' })).toBeTruthy();
    expect(within(summary).getByText('Balance of £139.00 due by 17/06/2026')).toBeTruthy();
    // The failed page offers the retry, not a second way to pay from the summary.
    expect(within(summary).queryByRole('link', { name: 'Pay remaining balance' })).toBeNull();
    expect(sent).toEqual([
      {
        operationName: 'FailedPaymentPage',
        variables: { groupBookingId: '7654321', paymentLinkToken: null },
      },
    ]);
    expect(document.title).toBe('There was a problem with your payment · Highland Explorer Tours');
  });

  it("after the third failed attempt: no retry, the disabled 'Max Attempts Reached…'", async () => {
    storeCheckoutBooking('7654321');
    renderRoute(failedPayment, '/failed_payment?reason=Payment%20rejected', {
      answer: failedPaymentAnswer(3),
    });
    const refused = await screen.findByRole('button', {
      name: 'Max Attempts Reached, please contact us or try again later.',
    });
    expect(refused.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Retry Payment' })).toBeNull();
  });

  it('names an unknown reason as the unknown payment error', async () => {
    storeCheckoutBooking('7654321');
    renderRoute(failedPayment, '/failed_payment?reason=timeout', { answer: failedPaymentAnswer(1) });
    expect(await screen.findByText('An Unknown payment error has occured')).toBeTruthy();
  });

  it('a retry of a booking paid by link keeps the link', async () => {
    storeCheckoutBooking('7654321');
    storePaymentLink('7654321', 'signed-token');
    const { sent } = renderRoute(failedPayment, '/failed_payment?reason=rejected', {
      answer: failedPaymentAnswer(2),
    });
    expect((await screen.findByRole('link', { name: 'Retry Payment' })).getAttribute('href')).toBe(
      '/creditcard?booking=7654321&paylink=signed-token',
    );
    expect(sent[0]?.variables).toEqual({ groupBookingId: '7654321', paymentLinkToken: 'signed-token' });
  });
});

describe('checkout and the payment pages without a booking (seed 001 §5: the 404 view)', () => {
  it.each([
    ['/creditcard', creditCard],
    ['/creditcard?booking=0', creditCard],
    ['/confirmation', confirmation],
    ['/payment', checkout],
  ])('%s is the 404 view and asks the gateway nothing', async (address, route) => {
    const { sent } = renderRoute(route, address);
    expect(await screen.findByRole('heading', { level: 1, name: '404 (page not found)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/');
    expect(sent).toEqual([]);
  });

  it('the card screen is the 404 view when the gateway knows no such booking', async () => {
    const { sent } = renderRoute(creditCard, '/creditcard?booking=999', {
      answer: () => ({ data: { viewer: { __typename: 'Viewer', agent: null }, booking: null } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '404 (page not found)' })).toBeTruthy();
    expect(sent.map(({ operationName }) => operationName)).toEqual(['CreditCardPage']);
  });
});

/** The gateway answering the card screen's CreditCardPage for a consumer, and StartCardPayment with a session. */
const creditCardAnswer: Answer = ({ operationName }) => {
  const card = cardCharge(13900);
  if (operationName === 'StartCardPayment') {
    return {
      data: {
        startCardPayment: {
          __typename: 'StartCardPaymentPayload',
          session: {
            __typename: 'CardPaymentSession',
            paymentReference: 'ref-1',
            hostedPageUrl: 'https://pay.example/hosted/ref-1',
            redirectUrl: null,
            messageOrigin: 'https://pay.example',
            option: 'FULL',
            charge: card,
          },
          userErrors: [],
        },
      },
    };
  }
  const booking = unpaidBooking();
  return {
    data: {
      viewer: { __typename: 'Viewer', agent: null },
      booking: {
        ...booking,
        hold: null,
        totals: { ...booking.totals, total: gbp(13900), nett: null, paid: gbp(0) },
        trips: booking.trips.map((trip) => ({
          ...trip,
          lines: [],
          passengers: trip.passengers.map((passenger) => ({ ...passenger, commission: null })),
        })),
        paymentOptions: [
          { __typename: 'PaymentOptionAmount', option: 'FULL', amount: gbp(13900), nettAmount: null, card },
        ],
      },
    },
  };
};

describe('the card payment screen for a consumer (seed 001 §2 Card payment screen, §4 Payment)', () => {
  it("is the PAYMENT stage with the consumer's notices and the hosted card page, and keeps the booking for the next pages", async () => {
    const { sent } = renderRoute(creditCard, '/creditcard?booking=7654321', { answer: creditCardAnswer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    expect(screen.getByText('PAYMENT').getAttribute('aria-current')).toBe('step');
    expect(screen.getByText(/billing address you enter matches/)).toBeTruthy();
    expect(screen.getByText(/authentication message/)).toBeTruthy();
    expect(screen.getByText(/If you don't receive a confirmation email please contact us/)).toBeTruthy();
    const frame = await screen.findByTitle('Secure card payment');
    expect(frame.parentElement?.style.height).toBe('500px');
    expect(sent.map(({ operationName }) => operationName)).toEqual(['CreditCardPage', 'StartCardPayment']);
    expect(sent[0]?.variables).toEqual({ groupBookingId: '7654321', paymentLinkToken: null });
    expect(document.title).toBe('Payment · Highland Explorer Tours');
    // The failed payment and confirmation pages read the booking named by the address.
    expect(readCheckoutBooking()).toEqual({ groupBookingId: '7654321' });
  });
});
