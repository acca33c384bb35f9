import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CardPayment_BookingFragmentDoc, type PaymentOption } from '@/apollo/generated/graphql';
import { createCache } from '@/apollo/client';
import { renderWithGateway, type Answer } from '@/test/apollo';
import { cardCharge } from '@/test/bookings';
import { PAYMENT_FRAME } from '@/lib/payment-frame-message';
import { CardPayment } from './card-payment';

const BOOKING_ID = '7654321';
/** How long to wait for the commit's answer to be drawn: seconds in jsdom on a loaded machine. */
const SLOW = { timeout: 5_000 };
const HOSTED_PAGE = 'https://pay.example/hosted/ref-1';
const PAYMENT_HOST = 'https://pay.example';

const option = (name: PaymentOption, amountMinor: number) => ({
  __typename: 'PaymentOptionAmount' as const,
  option: name,
  card: cardCharge(amountMinor),
});

/** An open payment session on the provider's hosted card page. */
const session = (chosen: PaymentOption, amountMinor: number) => ({
  __typename: 'CardPaymentSession',
  paymentReference: 'ref-1',
  hostedPageUrl: HOSTED_PAGE,
  redirectUrl: null,
  messageOrigin: PAYMENT_HOST,
  option: chosen,
  charge: cardCharge(amountMinor),
});

/**
 * The gateway: StartCardPayment opens the session (or is refused with `refusal`); CompleteCardPayment commits
 * (`outcome` 'paid') or reports the provider's failure reason.
 */
function gateway({
  refusal,
  outcome = 'paid',
}: { refusal?: string; outcome?: 'paid' | 'declined' } = {}): Answer {
  return ({ operationName, variables }) => {
    if (operationName === 'StartCardPayment') {
      const chosen = variables.option as PaymentOption;
      return {
        data: {
          startCardPayment: {
            __typename: 'StartCardPaymentPayload',
            session: refusal ? null : session(chosen, chosen === 'FULL' ? 13900 : 5000),
            userErrors: refusal
              ? [{ __typename: 'UserError', code: 'MAX_ATTEMPTS_REACHED', message: refusal }]
              : [],
          },
        },
      };
    }
    return {
      data: {
        completeCardPayment: {
          __typename: 'CompleteCardPaymentPayload',
          booking:
            outcome === 'paid'
              ? {
                  __typename: 'Booking',
                  groupBookingId: BOOKING_ID,
                  balanceOutstanding: false,
                  paymentOptions: [],
                }
              : null,
          failureReason: outcome === 'paid' ? null : 'Payment rejected',
          paymentAttempts: { __typename: 'PaymentAttempts', used: 1, max: 3, canRetry: true },
          userErrors: [],
        },
      },
    };
  };
}

/** Renders the card payment of a booking whose payment options are `options`, as the card screen's query left it. */
function renderCardPayment(options: ReturnType<typeof option>[], answer: Answer = gateway()) {
  const cache = createCache();
  cache.writeFragment({
    fragment: CardPayment_BookingFragmentDoc,
    fragmentName: 'CardPayment_booking',
    data: { __typename: 'Booking', groupBookingId: BOOKING_ID, paymentOptions: options },
  });
  const onPaid = vi.fn();
  const onFailed = vi.fn();
  const rendered = renderWithGateway(
    <CardPayment
      booking={{ __typename: 'Booking', groupBookingId: BOOKING_ID } as never}
      paymentLinkToken={null}
      onPaid={onPaid}
      onFailed={onFailed}
    />,
    { answer, cache },
  );
  return { ...rendered, onPaid, onFailed };
}

/** The lines of 'What your card is charged': [label, amount]. */
function charged(): [string, string][] {
  const block = screen.getByLabelText('What your card is charged', { selector: 'dl' });
  return [...block.querySelectorAll('dt')].map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
}

/** The provider's hosted card page posting its response to the card screen, from `origin`. */
async function hostedPageAnswers(transactionId: string, origin = PAYMENT_HOST) {
  const frame = screen.getByTitle('Secure card payment') as HTMLIFrameElement;
  // The screen listens from its effect once the frame is drawn: let the effects run before the frame answers.
  await act(async () => undefined);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        source: frame.contentWindow,
        data: { frame: PAYMENT_FRAME, booking_reference: BOOKING_ID, status: 'RESPONSE', transactionId },
      }),
    );
  });
}

describe('CardPayment (seed 001 §2 Card payment screen, §4 Payment)', () => {
  it('offers the full amount and the deposit with what the card is charged, then opens the chosen one', async () => {
    const { sent } = renderCardPayment([option('FULL', 13900), option('DEPOSIT', 5000)]);
    const full = screen.getByRole('radio', { name: /Full amount/ });
    expect(full.closest('label')?.textContent).toBe(
      'Full amount£139.00£141.09 with the card fee (£139.70 by debit card)',
    );
    expect((full as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Deposit/ }));
    expect(charged()).toEqual([
      ['Deposit payable now', '£50.00'],
      ['Card fee', '£0.75'],
      ['Total charged', '£50.75'],
    ]);
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    const frame = await screen.findByTitle('Secure card payment');
    expect(frame.getAttribute('src')).toBe(HOSTED_PAGE);
    expect(frame.parentElement?.style.height).toBe('500px');
    expect(sent).toEqual([
      {
        operationName: 'StartCardPayment',
        variables: { groupBookingId: BOOKING_ID, option: 'DEPOSIT', paymentLinkToken: null },
      },
    ]);
    expect(charged()).toEqual([
      ['Deposit payable now', '£50.00'],
      ['Card fee', '£0.75'],
      ['Total charged', '£50.75'],
    ]);
    expect(screen.getByText('Paying by debit card: card fee £0.25, charged £50.25.')).toBeTruthy();
  });

  it('with one option (the balance) starts the payment at once, once, with nothing to choose', async () => {
    const { sent } = renderCardPayment([option('FULL', 13900)]);
    expect(screen.queryByRole('button', { name: 'Continue to card payment' })).toBeNull();
    await screen.findByTitle('Secure card payment');
    expect(sent.map(({ operationName, variables }) => [operationName, variables.option])).toEqual([
      ['StartCardPayment', 'FULL'],
    ]);
  });
});

describe("CardPayment: the hosted page's response (seed 001 §4 Payment)", () => {
  it("commits the hosted page's response from the payment host only, then goes to the confirmation", async () => {
    const { sent, onPaid, onFailed } = renderCardPayment([option('FULL', 13900)]);
    await screen.findByTitle('Secure card payment');
    await hostedPageAnswers('tx-forged', 'https://evil.example');
    expect(sent).toHaveLength(1);

    await hostedPageAnswers('tx-1');
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1), SLOW);
    expect(sent[1]).toEqual({
      operationName: 'CompleteCardPayment',
      variables: {
        groupBookingId: BOOKING_ID,
        paymentReference: 'ref-1',
        transactionId: 'tx-1',
        paymentLinkToken: null,
      },
    });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("a declined card goes to the failed payment page with the provider's reason", async () => {
    const { onPaid, onFailed } = renderCardPayment([option('FULL', 13900)], gateway({ outcome: 'declined' }));
    await screen.findByTitle('Secure card payment');
    await hostedPageAnswers('tx-2');
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('Payment rejected'), SLOW);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("a payment the gateway refuses to start shows its message ('Max Attempts Reached…')", async () => {
    renderCardPayment(
      [option('FULL', 13900)],
      gateway({ refusal: 'Max Attempts Reached, please contact us or try again later.' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Max Attempts Reached, please contact us or try again later.',
    );
    expect(screen.queryByTitle('Secure card payment')).toBeNull();
  });

  it('says nothing is outstanding when the booking has no payment options', () => {
    const { sent } = renderCardPayment([]);
    expect(screen.getByText(/^Nothing is outstanding/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
