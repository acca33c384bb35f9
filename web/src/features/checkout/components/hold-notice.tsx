import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import {
  formatHoldEnd,
  holdMessage,
  holdState,
  HOLD_WARNING_SECONDS,
  type HoldState,
} from '@tourdesk/domain/hold';
import { useEffect, useState } from 'react';
import { HoldNotice_BookingFragmentDoc, type HoldNotice_BookingFragment } from '@/apollo/generated/graphql';
import styles from './hold-notice.module.css';

if (false) {
  gql`
    fragment HoldNotice_booking on Booking {
      groupBookingId
      hold {
        expiresAt
        secondsRemaining
      }
    }
  `;
}

/** Longest wait between two looks at the clock: the minutes left change at most this often. */
const TICK_MS = 60_000;

/**
 * Seconds left on the hold, counted down on this page from what the gateway answered (its clock is the provider's;
 * the browser's may differ), and re-read whenever the state or the minutes shown can change: at the warning
 * threshold, at the end, and once a minute in between.
 */
function useSecondsLeft(secondsRemaining: number): number {
  const [deadline] = useState(() => Date.now() + secondsRemaining * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (left <= 0) return undefined;
    const untilWarning = (left - HOLD_WARNING_SECONDS) * 1000;
    const wait = Math.min(TICK_MS, left * 1000, untilWarning > 0 ? untilWarning : TICK_MS);
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [left]);
  return left;
}

const TONE: Record<HoldState, string | undefined> = {
  HELD: styles.held,
  ENDING: styles.ending,
  EXPIRED: styles.expired,
};

/**
 * Until when the seats of an unpaid booking are held (seed 000 §3 Trip passenger expiry_time, beyond the seed's
 * screens), on checkout and card payment: a quiet line while there is time, an alert once fewer than 15 minutes
 * are left (and again when the hold has ended), so nobody runs out of time unwarned (WCAG 2.2.1). Nothing for a
 * booking without a hold (paid, or no expiry given).
 */
export function HoldNotice({ booking: bookingRef }: { booking: FragmentType<HoldNotice_BookingFragment> }) {
  const { data: booking, complete } = useFragment({
    fragment: HoldNotice_BookingFragmentDoc,
    fragmentName: 'HoldNotice_booking',
    from: bookingRef,
  });
  if (!complete || !booking.hold) return null;
  return <Countdown expiresAt={booking.hold.expiresAt} secondsRemaining={booking.hold.secondsRemaining} />;
}

function Countdown({ expiresAt, secondsRemaining }: { expiresAt: string; secondsRemaining: number }) {
  const left = useSecondsLeft(secondsRemaining);
  const state = holdState(left);
  const text = holdMessage(state, formatHoldEnd(expiresAt), left);
  return (
    <div className={[styles.notice, TONE[state]].join(' ')} role={state === 'HELD' ? 'note' : 'alert'}>
      <p>{text}</p>
    </div>
  );
}
