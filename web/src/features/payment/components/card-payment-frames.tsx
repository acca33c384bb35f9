import { CARD_GATEWAY_HEIGHT_PX } from '@tourdesk/domain/constants';
import { formatMoney } from '@tourdesk/domain/money';
import type { RefObject } from 'react';
import { Button } from '@/ui/button';
import { CardChargeLines } from '@/ui/card-charge';
import type { CardPaymentSession } from '../hooks/use-card-payment';
import { AMOUNT_LABELS } from './card-payment-amounts';
import styles from './payment.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

/** What this payment charges, as the session says. */
function SessionCharge({ session }: { session: CardPaymentSession }) {
  return (
    <CardChargeLines
      charge={session.charge}
      amountLabel={AMOUNT_LABELS[session.option]}
      label="What your card is charged"
    />
  );
}

/** The session's charge above the provider's hosted card page, in the card gateway container ('Secure card payment'). */
export function HostedCardPage({
  session,
  frameRef,
}: {
  session: CardPaymentSession;
  frameRef: RefObject<HTMLIFrameElement | null>;
}) {
  return (
    <>
      <SessionCharge session={session} />
      <div className={styles.gateway} style={{ height: CARD_GATEWAY_HEIGHT_PX }}>
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={session.hostedPageUrl ?? undefined}
          title="Secure card payment"
        />
      </div>
    </>
  );
}

/**
 * The session's charge and the 'Make payment now' area, when the provider only gives a redirect address:
 * `onContinue` opens the provider's portal in a frame.
 */
export function ProviderRedirect({
  session,
  onContinue,
}: {
  session: CardPaymentSession;
  onContinue: () => void;
}) {
  return (
    <div className={styles.redirect}>
      <SessionCharge session={session} />
      <p>
        {UI_TEXTS.youWillBeTakenToOur} {formatMoney(session.charge.total)}
        {UI_TEXTS.andThenReturnedToTheConfirmation}
      </p>
      <Button onClick={onContinue}>{LABELS.makePaymentNow}</Button>
    </div>
  );
}
