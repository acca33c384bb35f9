import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { CARD_GATEWAY_HEIGHT_PX, PROVIDER_FRAME_HEIGHT_PX } from '@tourdesk/domain/constants';
import { LABELS } from '@tourdesk/domain/messages';
import { formatMoney } from '@tourdesk/domain/money';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  CardPayment_BookingFragmentDoc,
  CompleteCardPaymentDocument,
  StartCardPaymentDocument,
  type CardPayment_BookingFragment,
  type PaymentOption,
  type StartCardPaymentMutation,
} from '@/apollo/generated/graphql';
import { readCardPaymentMessage } from '@/lib/payment-frame-message';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CardChargeLines } from '@/ui/card-charge';
import { LoadingState } from '@/ui/loading-state';
import styles from './payment.module.css';

if (false) {
  gql`
    fragment CardPayment_booking on Booking {
      groupBookingId
      paymentOptions {
        option
        card {
          ...CardCharge_charge @unmask
        }
      }
    }

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

type Session = NonNullable<StartCardPaymentMutation['startCardPayment']['session']>;

/** Where the card screen is (seed 001 §4 Payment: initialising, card form or redirect, finalising). */
type Step =
  | { name: 'choose' }
  | { name: 'initialising' }
  | { name: 'card'; session: Session }
  | { name: 'redirect'; session: Session }
  | { name: 'provider'; session: Session }
  | { name: 'finalising' }
  | { name: 'refused'; message: string };

const OPTION_LABELS: Record<PaymentOption, string> = {
  FULL: 'Full amount',
  DEPOSIT: 'Deposit',
};

/** How the amount of each option is named in its card charge. */
const AMOUNT_LABELS: Record<PaymentOption, string> = {
  FULL: 'Full amount payable',
  DEPOSIT: 'Deposit payable now',
};

/**
 * The card payment area (seed 001 §2 Card payment screen, §4 Payment): the full amount or the deposit (the
 * gateway leaves the deposit out when it equals the outstanding amount), each with what the card is charged,
 * 'Initialising Payment' while the payment starts, then what this payment charges (the amount, the card fee as
 * its own line, the total the provider's card form shows, and the debit-card alternative) above the provider's
 * hosted card page in the 500px card gateway container (or, when the provider only gives a redirect address, the
 * 'Make payment now' area opening the provider in a 700px frame), then 'Finalising Payment' while the response
 * is committed. Reopening the page shows the same open payment (no attempt spent). Window messages are accepted
 * only from the payment host's origin and only from the frame shown.
 */
export function CardPayment({
  booking,
  paymentLinkToken,
  onPaid,
  onFailed,
}: {
  booking: FragmentType<CardPayment_BookingFragment>;
  /** The payment-link token when paying by link, else null. */
  paymentLinkToken: string | null;
  /** The payment is committed: go to the confirmation. */
  onPaid: () => void;
  /** The card was declined or the payment failed: go to /failed_payment with the provider's reason. */
  onFailed: (reason: string) => void;
}) {
  const { data, complete } = useFragment({
    fragment: CardPayment_BookingFragmentDoc,
    fragmentName: 'CardPayment_booking',
    from: booking,
  });
  const options = complete ? data.paymentOptions : [];
  const groupBookingId = complete ? data.groupBookingId : '';
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [option, setOption] = useState<PaymentOption>('FULL');
  const frame = useRef<HTMLIFrameElement>(null);
  const started = useRef(false);
  const [startPayment] = useMutation(StartCardPaymentDocument, { errorPolicy: 'all' });
  const [completePayment] = useMutation(CompleteCardPaymentDocument, { errorPolicy: 'all' });

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
  }, [session, completePayment, groupBookingId, paymentLinkToken, onPaid, onFailed]);

  if (!complete) return null;
  if (options.length === 0) return <p className={styles.note}>Nothing is outstanding on this booking.</p>;

  switch (step.name) {
    case 'choose': {
      if (single) return <LoadingState text={LABELS.initialisingPayment} />;
      const chosen = options.find((choice) => choice.option === option) ?? options[0];
      return (
        <form
          className={styles.options}
          onSubmit={(event) => {
            event.preventDefault();
            void start(option);
          }}
        >
          <RadioGroup
            className={styles.radioGroup}
            value={option}
            onChange={(value) => setOption(value as PaymentOption)}
          >
            <Label className={styles.groupLabel}>Amount to pay now</Label>
            {options.map((choice) => (
              <Radio key={choice.option} value={choice.option} className={styles.radio}>
                <span className={styles.radioMark} aria-hidden="true" />
                <span>{OPTION_LABELS[choice.option]}</span>
                <strong className={styles.radioAmount}>{formatMoney(choice.card.amount)}</strong>
                <span className={styles.radioFee}>
                  {formatMoney(choice.card.total)} with the card fee
                  {choice.card.feeDependsOnCardType &&
                    choice.card.debitTotal &&
                    ` (${formatMoney(choice.card.debitTotal)} by debit card)`}
                </span>
              </Radio>
            ))}
          </RadioGroup>
          {chosen && (
            <CardChargeLines
              charge={chosen.card}
              amountLabel={AMOUNT_LABELS[chosen.option]}
              label="What your card is charged"
            />
          )}
          <Button type="submit">Continue to card payment</Button>
        </form>
      );
    }
    case 'initialising':
      return <LoadingState text={LABELS.initialisingPayment} />;
    case 'card':
      return (
        <>
          <CardChargeLines
            charge={step.session.charge}
            amountLabel={AMOUNT_LABELS[step.session.option]}
            label="What your card is charged"
          />
          <div className={styles.gateway} style={{ height: CARD_GATEWAY_HEIGHT_PX }}>
            <iframe
              ref={frame}
              className={styles.frame}
              src={step.session.hostedPageUrl ?? undefined}
              title="Secure card payment"
            />
          </div>
        </>
      );
    case 'redirect':
      return (
        <div className={styles.redirect}>
          <CardChargeLines
            charge={step.session.charge}
            amountLabel={AMOUNT_LABELS[step.session.option]}
            label="What your card is charged"
          />
          <p>
            You will be taken to our payment provider&apos;s secure portal to pay{' '}
            {formatMoney(step.session.charge.total)}, and then returned to the confirmation page.
          </p>
          <Button onClick={() => setStep({ name: 'provider', session: step.session })}>
            Make payment now
          </Button>
        </div>
      );
    case 'provider':
      return (
        <iframe
          ref={frame}
          className={styles.frame}
          style={{ height: PROVIDER_FRAME_HEIGHT_PX }}
          src={step.session.redirectUrl ?? undefined}
          title="Secure payment portal"
        />
      );
    case 'finalising':
      return <LoadingState text={LABELS.finalisingPayment} />;
    case 'refused':
      return <Alert>{step.message}</Alert>;
  }
}
