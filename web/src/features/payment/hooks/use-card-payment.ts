import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  CompleteCardPaymentDocument,
  StartCardPaymentDocument,
  type PaymentOption,
  type StartCardPaymentMutation,
} from '@/apollo/generated/graphql';
import { readCardPaymentMessage } from '@/lib/payment-frame-message';
import { UNEXPECTED_ERROR_TEXT } from '@/ui/alert';

if (false) {
  gql`
    mutation StartCardPayment($groupBookingId: ID!, $option: PaymentOption!, $paymentLinkToken: String) {
      startCardPayment(
        groupBookingId: $groupBookingId
        option: $option
        paymentLinkToken: $paymentLinkToken
      ) {
        session {
          paymentReference
          hostedPageUrl
          redirectUrl
          messageOrigin
          option
          charge {
            ...CardCharge_charge @unmask
          }
        }
        userErrors {
          code
          message
        }
      }
    }

    mutation CompleteCardPayment(
      $groupBookingId: ID!
      $paymentReference: String!
      $transactionId: String!
      $paymentLinkToken: String
    ) {
      completeCardPayment(
        groupBookingId: $groupBookingId
        paymentReference: $paymentReference
        transactionId: $transactionId
        paymentLinkToken: $paymentLinkToken
      ) {
        booking {
          groupBookingId
          balanceOutstanding
          ...CardPayment_booking
        }
        failureReason
        paymentAttempts {
          used
          max
          canRetry
        }
        userErrors {
          message
        }
      }
    }
  `;
}

/** An open card payment: the provider's page (or redirect address), the message origin and the charge. */
export type CardPaymentSession = NonNullable<StartCardPaymentMutation['startCardPayment']['session']>;

/** Where the card screen is (seed 001 §4 Payment: initialising, card form or redirect, finalising). */
export type CardPaymentStep =
  | { name: 'choose' }
  | { name: 'initialising' }
  | { name: 'card'; session: CardPaymentSession }
  | { name: 'redirect'; session: CardPaymentSession }
  | { name: 'provider'; session: CardPaymentSession }
  | { name: 'finalising' }
  | { name: 'refused'; message: string };

/** What {@link useCardPayment} needs from the screen. */
export interface CardPaymentOptions {
  groupBookingId: string;
  /** The booking's payment options (none until the booking is read). */
  options: readonly { option: PaymentOption }[];
  /** The payment-link token when paying by link, else null. */
  paymentLinkToken: string | null;
  onPaid: () => void;
  onFailed: (reason: string) => void;
}

/**
 * The card payment's steps (seed 001 §4 Payment): `start` opens a payment for the chosen option (at once, and only
 * once, when the booking has a single option), showing the provider's card page or, without one, the redirect
 * area (`openProvider` then shows the provider in a frame). The frame's message (only from the frame shown and the
 * payment host's origin) is committed while 'finalising'; then `onPaid`, `onFailed` with the provider's reason,
 * or the refusal's message.
 * @returns the `step`, the chosen `option` and `setOption`, the `single` option when there is only one, the
 * `frame` ref for the provider's iframe, `start` and `openProvider`.
 */
export function useCardPayment({
  groupBookingId,
  options,
  paymentLinkToken,
  onPaid,
  onFailed,
}: CardPaymentOptions) {
  const [step, setStep] = useState<CardPaymentStep>({ name: 'choose' });
  const [option, setOption] = useState<PaymentOption>('FULL');
  const frame = useRef<HTMLIFrameElement>(null);
  const started = useRef(false);
  const [startPayment] = useMutation(StartCardPaymentDocument, { errorPolicy: 'all' });

  const start = useCallback(
    async (chosen: PaymentOption) => {
      setStep({ name: 'initialising' });
      const result = await startPayment({
        variables: { groupBookingId, option: chosen, paymentLinkToken },
      });
      const payload = result.data?.startCardPayment;
      const session = payload?.session;
      if (!session) {
        setStep({ name: 'refused', message: payload?.userErrors[0]?.message ?? UNEXPECTED_ERROR_TEXT });
        return;
      }
      setStep(session.hostedPageUrl ? { name: 'card', session } : { name: 'redirect', session });
    },
    [startPayment, groupBookingId, paymentLinkToken],
  );

  // With one option there is nothing to choose: the payment starts as the screen opens (once).
  const single = options.length === 1 ? options[0]?.option : undefined;
  useEffect(() => {
    if (!single || started.current) return;
    started.current = true;
    void start(single);
  }, [single, start]);

  const session = step.name === 'card' || step.name === 'provider' ? step.session : null;
  useFrameResponse({ session, frame, groupBookingId, paymentLinkToken, setStep, onPaid, onFailed });

  const openProvider = (opened: CardPaymentSession) => setStep({ name: 'provider', session: opened });
  return { step, option, setOption, single, frame, start, openProvider };
}

/**
 * While a payment `session` is shown in `frame`, commits the provider's response the frame posts (only from that
 * frame and the session's message origin): 'finalising', then `onPaid`, `onFailed` or a refused step.
 */
function useFrameResponse({
  session,
  frame,
  groupBookingId,
  paymentLinkToken,
  setStep,
  onPaid,
  onFailed,
}: {
  session: CardPaymentSession | null;
  frame: RefObject<HTMLIFrameElement | null>;
  groupBookingId: string;
  paymentLinkToken: string | null;
  setStep: (step: CardPaymentStep) => void;
  onPaid: () => void;
  onFailed: (reason: string) => void;
}) {
  const [completePayment] = useMutation(CompleteCardPaymentDocument, { errorPolicy: 'all' });
  useEffect(() => {
    if (!session) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const response = readCardPaymentMessage(event, session.messageOrigin);
      if (!response) return;
      setStep({ name: 'finalising' });
      void completePayment({
        variables: {
          groupBookingId,
          paymentReference: session.paymentReference,
          transactionId: response.transactionId,
          paymentLinkToken,
        },
      }).then((result) => {
        const payload = result.data?.completeCardPayment;
        const refusal = payload?.userErrors[0]?.message;
        if (refusal) setStep({ name: 'refused', message: refusal });
        else if (payload?.booking) onPaid();
        else if (payload?.failureReason) onFailed(payload.failureReason);
        else setStep({ name: 'refused', message: UNEXPECTED_ERROR_TEXT });
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session, frame, completePayment, groupBookingId, paymentLinkToken, setStep, onPaid, onFailed]);
}
