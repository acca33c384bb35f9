import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { LABELS } from '@tourdesk/domain/messages';
import { useId, useState } from 'react';
import { EmbeddedTour_TourFragmentDoc, type EmbeddedTour_TourFragment } from '@/apollo/generated/graphql';
import { paths } from '@tourdesk/domain/paths';
import { Button } from '@/ui/button';
import { LinkButton } from '@/ui/link-button';
import { UI_TEXTS } from '@/texts';
import { fullBookingParams } from '../api/search-params';
import { CapacityCalendar } from './tour-panel/capacity-calendar';
import { TourCard } from './tour-card';
import styles from './embedded-tour.module.css';

if (false) {
  gql`
    fragment EmbeddedTour_tour on Tour {
      tourId
      name
      bookableOnline
      months {
        year
        month
      }
      # The card takes its fields as plain props (see SearchResults_query).
      ...TourCard_tour @unmask
    }
  `;
}

/** Props of {@link EmbeddedTour}. */
export interface EmbeddedTourProps {
  tour: FragmentType<EmbeddedTour_TourFragment>;
  /** Date preselected by `departuredate`, or null. */
  initialDate: string | null;
}

/** The embedded mode's passengers: the calendar's day states are those of one traveller (the party is chosen later). */
const EMBEDDED_PASSENGERS = 1;

/**
 * The embedded mode (seed 001 §1, §2 `embed`), for a host site's frame: the tour card and the tour's capacity
 * calendar for one passenger, and 'Start booking', enabled once a date is chosen, which opens the full booking
 * (`/?open={tourId}&departuredate=YYYY-M-D`) in a new tab. A tour not bookable online shows only its card, with
 * the call-to-book message.
 */
export function EmbeddedTour({ tour: tourRef, initialDate }: EmbeddedTourProps) {
  const datesTitle = useId();
  const [date, setDate] = useState(initialDate);
  const { data: tour, complete } = useFragment({
    fragment: EmbeddedTour_TourFragmentDoc,
    fragmentName: 'EmbeddedTour_tour',
    from: tourRef,
  });
  if (!complete) return null;
  return (
    <div className={styles.layout}>
      <h1 className="visually-hidden">
        {UI_TEXTS.book} {tour.name}
      </h1>
      {/* The wrapper keeps the card at its own height beside the taller calendar (the card fills its cell). */}
      <div>
        <TourCard tour={tour} links={null} inCart={false} headingLevel={2} />
      </div>
      {tour.bookableOnline && (
        <section className={styles.booking} aria-labelledby={datesTitle}>
          <h2 id={datesTitle} className={styles.title}>
            {UI_TEXTS.chooseADate}
          </h2>
          <p className={styles.banner} aria-live="polite">
            {date ? (
              <>
                {LABELS.selectedDate} <strong>{formatDate(date, 'dd/mm/yyyy')}</strong>
              </>
            ) : (
              LABELS.noDateSelected
            )}
          </p>
          <CapacityCalendar
            tourId={tour.tourId}
            months={tour.months}
            passengers={EMBEDDED_PASSENGERS}
            value={date}
            onChange={(chosen) => setDate(chosen)}
            aria-labelledby={datesTitle}
          />
          <div className={styles.actions}>
            {date ? (
              <LinkButton to={paths.home.getHref(fullBookingParams(tour.tourId, date))} newTab>
                {LABELS.startBooking}
              </LinkButton>
            ) : (
              <Button disabled>{LABELS.startBooking}</Button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
