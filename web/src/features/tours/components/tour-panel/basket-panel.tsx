import { formatDate } from '@tourdesk/domain/dates';
import { LABELS } from '@tourdesk/domain/messages';
import { formatMoney } from '@tourdesk/domain/money';
import { useId } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { TourQuoteQuery } from '@/apollo/generated/graphql';
import { MoneyLines } from '@/ui/money-lines';
import styles from './tour-panel.module.css';
import { UI_TEXTS } from '@/texts';

type Quote = NonNullable<TourQuoteQuery['quote']['quote']>;

/** Props of {@link BasketPanel}. */
export interface BasketPanelProps {
  /** The priced trip, or null before passengers and a date are chosen (or when the gateway refused it). */
  quote: Quote | null;
  /** True while the quote is being recalculated. */
  requoting: boolean;
  /** '2 Adults travelling on 12/06/2026', or null when the party or the date is missing. */
  summary: string | null;
  /** Passengers or a date are missing: 'Please select passengers and departure date to proceed and see price.' */
  showPriceHint: boolean;
  /** Refusals of an Add to Cart click (the seed's messages or the gateway's userErrors). */
  errors: string[];
  /** What Add to Cart still needs (date, passengers, room, an 18+ traveller...), shown beside the button. */
  blockers: string[];
  canAddToCart: boolean;
  onAddToCart: () => void;
}

/**
 * The basket panel of the tour details (seed 001 §2): Price with currency and 'includes all taxes', the
 * summary sentence, a spinner while the quote recalculates, the hint 'Please select passengers and departure
 * date to proceed and see price.', the trip summary (Trip Price, Discount with %, Subtotal, Optional Add-on
 * (xN), Total), the Itinerary breakdown toggle (per trip: each passenger's price, the discount and the trip total
 * they add up to; the rooms as included in those prices; Nett for agents) and 'Add to Cart' with its refusals;
 * while it is disabled, what it still needs is listed under it (and describes it), next to the same texts at the
 * controls that fix them. Every amount is the quote's: nothing is added up here.
 */
export function BasketPanel({
  quote,
  requoting,
  summary,
  showPriceHint,
  errors,
  blockers,
  canAddToCart,
  onAddToCart,
}: BasketPanelProps) {
  const priceId = useId();
  return (
    <section className={styles.basket} aria-labelledby={priceId} aria-busy={requoting}>
      <h3 id={priceId} className={styles.basketTitle}>
        {UI_TEXTS.price}
      </h3>
      {quote ? (
        <p className={styles.price}>
          <span className={styles.priceAmount}>{formatMoney(quote.total)}</span>{' '}
          <span className={styles.priceCurrency}>{quote.currency}</span>
          <span className={styles.taxes}>{LABELS.includesAllTaxes}</span>
        </p>
      ) : (
        !requoting && showPriceHint && <p className={styles.hint}>{LABELS.selectPassengersAndDate}</p>
      )}
      {requoting && (
        <p className={styles.requoting} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {UI_TEXTS.updatingPrice}
        </p>
      )}
      {summary && <p className={styles.summary}>{summary}</p>}
      {quote && <TripSummary quote={quote} />}
      <AddToCart errors={errors} blockers={blockers} canAddToCart={canAddToCart} onAddToCart={onAddToCart} />
    </section>
  );
}

/**
 * The quote's trip summary lines and the 'Itinerary breakdown' toggle: per trip, its dates, the rooms as included
 * in its prices, each passenger's price, the discount and the trip total; the agent's amounts (Nett) last.
 */
function TripSummary({ quote }: { quote: Quote }) {
  return (
    <Disclosure className={styles.breakdown}>
      <Heading level={4} className={styles.breakdownHeading}>
        {LABELS.tripSummary}
        <Button slot="trigger" className={styles.linkButton}>
          {LABELS.itineraryBreakdown}
        </Button>
      </Heading>
      <MoneyLines lines={quote.lines} label="Trip summary" className={styles.summaryList} />
      <DisclosurePanel className={styles.breakdownPanel}>
        {quote.trips.map((trip) => (
          <div key={`${trip.tour.tourId}-${trip.departureDate}`} className={styles.breakdownTrip}>
            <p className={styles.breakdownName}>{trip.tour.name}</p>
            <p>
              {trip.tour.duration.label}: {formatDate(trip.departureDate, 'dd/mm/yyyy')} –{' '}
              {formatDate(trip.returnDate, 'dd/mm/yyyy')}
            </p>
            <TripRooms rooms={trip.rooms} />
            <MoneyLines label={`${trip.tour.name} breakdown`} lines={trip.lines} />
          </div>
        ))}
        <MoneyLines lines={quote.agentLines ?? []} label="Agent amounts" />
      </DisclosurePanel>
    </Disclosure>
  );
}

/** A trip's rooms in the breakdown, each as included in the prices above (with its supplement, if any). */
function TripRooms({ rooms }: { rooms: Quote['trips'][number]['rooms'] }) {
  if (rooms.length === 0) return null;
  return (
    <>
      <p className={styles.breakdownName}>{UI_TEXTS.accommodationHeading}</p>
      <ul>
        {rooms.map((room, index) => (
          <li key={`${room.roomType}-${index}`}>
            {UI_TEXTS.roomIncluded(room.description)}
            {room.supplement.amountMinor > 0 &&
              ` (room supplement ${formatMoney(room.supplement)} in the prices above)`}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The refusals of the last click, 'Add to Cart' and, while it is disabled, what it still needs (describing it). */
function AddToCart({
  errors,
  blockers,
  canAddToCart,
  onAddToCart,
}: Pick<BasketPanelProps, 'errors' | 'blockers' | 'canAddToCart' | 'onAddToCart'>) {
  const blockersId = useId();
  return (
    <>
      {errors.length > 0 && (
        // The alert wraps the list: role="alert" on the <ul> itself would strip its list semantics (axe listitem).
        <div role="alert">
          <ul className={styles.errors}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      <Button
        className={styles.primaryButton}
        isDisabled={!canAddToCart}
        onPress={onAddToCart}
        aria-describedby={blockers.length > 0 ? blockersId : undefined}
      >
        {LABELS.addToCart}
      </Button>
      <div id={blockersId} className={styles.blockers} aria-live="polite">
        {blockers.length > 0 && (
          <>
            <p>{UI_TEXTS.toAddThisTourToYourCart}</p>
            <ul>
              {blockers.map((blocker) => (
                <li key={blocker}>{blocker}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
