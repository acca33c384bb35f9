import { checkInClosesText, tourDepartsText, tourReturnsText } from '@tourdesk/domain/messages';
import type { ItineraryPanel_TourFragment } from '@/apollo/generated/graphql';
import { UI_TEXTS } from '@/texts';
import { DeparturePointMap } from './departure-point-map';
import styles from './itinerary.module.css';

/**
 * The itinerary's departure point: city and place, the point on a local map frame when its coordinates are known,
 * its description, and the check-in, departure and return times.
 */
export function DeparturePoint({
  tour,
  titleId,
}: {
  tour: Pick<ItineraryPanel_TourFragment, 'startLocation' | 'returnTime'>;
  /** The id of the section's 'Departure point' heading. */
  titleId: string;
}) {
  const start = tour.startLocation;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {UI_TEXTS.departurePoint}
      </h3>
      <p className={styles.city}>{start.city}</p>
      <p className={styles.pointTitle}>{start.title}</p>
      {start.latitude !== null && start.longitude !== null && (
        <DeparturePointMap
          latitude={start.latitude}
          longitude={start.longitude}
          label={`${start.title}, ${start.city}`}
        />
      )}
      {start.description && <p>{start.description}</p>}
      <ul className={styles.times}>
        {start.checkInTime && <li>{checkInClosesText(start.checkInTime)}</li>}
        {start.departureTime && <li>{tourDepartsText(start.departureTime)}</li>}
        {tour.returnTime && <li>{tourReturnsText(tour.returnTime)}</li>}
      </ul>
    </section>
  );
}
