import { LABELS } from '@tourdesk/domain/messages';
import { PageHero } from '@/ui/page-hero';

/**
 * The 404 hero (seed 000 §2 Not-found page, seed 001 §2 404 view): '404 (page not found)', the turn-around
 * text and 'Return to Home Page' to /. Also shown by checkout, card payment and confirmation without a booking.
 */
export function NotFoundHero() {
  return <PageHero titleId="not-found-title" title={LABELS.notFoundTitle} text={LABELS.notFoundText} />;
}
