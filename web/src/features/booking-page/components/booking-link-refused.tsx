import { LABELS } from '@tourdesk/domain/messages';
import { PageHero } from '@/ui/page-hero';

/**
 * The booking page of a booking link that opens nothing: 'This booking link has expired' (correctly signed, past
 * its expiry; the server answers 410) or 'This booking link is not valid' (altered, cut short or another
 * booking's; 404), what to do instead, and 'Return to Home Page'. The server marks both noindex.
 */
export function BookingLinkRefused({ state }: { state: 'EXPIRED' | 'INVALID' }) {
  const expired = state === 'EXPIRED';
  return (
    <PageHero
      titleId="booking-link-title"
      title={expired ? LABELS.bookingLinkExpiredTitle : LABELS.bookingLinkInvalidTitle}
      text={expired ? LABELS.bookingLinkExpiredText : LABELS.bookingLinkInvalidText}
    />
  );
}
