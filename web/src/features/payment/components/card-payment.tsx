import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { PROVIDER_FRAME_HEIGHT_PX } from '@tourdesk/domain/constants';
import { LABELS } from '@tourdesk/domain/messages';
import { CardPayment_BookingFragmentDoc, type CardPayment_BookingFragment } from '@/apollo/generated/graphql';
import { Alert } from '@/ui/alert';
import { LoadingState } from '@/ui/loading-state';
import { UI_TEXTS } from '@/texts';
import { useCardPayment } from '../hooks/use-card-payment';
import { HostedCardPage, ProviderRedirect } from './card-payment-frames';
import { PaymentOptionChoice } from './payment-option-choice';
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
  `;
}

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
  const { step, option, setOption, single, frame, start, openProvider } = useCardPayment({
    groupBookingId,
    options,
    paymentLinkToken,
    onPaid,
    onFailed,
  });

  if (!complete) return null;
  if (options.length === 0)
    return <p className={styles.note}>{UI_TEXTS.nothingIsOutstandingOnThisBooking}</p>;

  switch (step.name) {
    case 'choose':
      if (single) return <LoadingState text={LABELS.initialisingPayment} />;
      return (
        <PaymentOptionChoice
          options={options}
          option={option}
          onChange={setOption}
          onContinue={() => void start(option)}
        />
      );
    case 'initialising':
      return <LoadingState text={LABELS.initialisingPayment} />;
    case 'card':
      return <HostedCardPage session={step.session} frameRef={frame} />;
    case 'redirect':
      return <ProviderRedirect session={step.session} onContinue={() => openProvider(step.session)} />;
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
