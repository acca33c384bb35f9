import { gql } from '@apollo/client';
import { LABELS } from '@tourdesk/domain/messages';
import { useQuery } from '@apollo/client/react';
import { ToursDepartingOnDocument, type TourSearchInput } from '@/apollo/generated/graphql';
import { LoadingState } from '@/ui/loading-state';
import { TripCard } from './trip-card';
import styles from './dates.module.css';

if (false) {
  gql`
    query ToursDepartingOn($date: Date!, $search: TourSearchInput) {
      toursDepartingOn(date: $date, search: $search) {
        date
        sentence
        tours {
          tourId
          ...TripCard_tour
        }
      }
    }
  `;
}

/** Props of {@link SelectATrip}. */
export interface SelectATripProps {
  /** The clicked day (ISO). */
  date: string;
  /** The list's search without its date range. */
  search: TourSearchInput;
  /** Addresses of a tour's 'See tour details' and 'Dates & prices' (the panel at `date`). */
  hrefs: (tourId: string, date: string) => { details: string; dates: string };
  /** Opens a tour's itinerary slide-out. */
  onShowItinerary: (tourId: string) => void;
}

/**
 * The 'Select A Trip' slide-out's content (seed 001 §2 Calendar panel): the gateway's sentence ('There are n
 * tours departing on {date}.' and its variants) and a card per tour departing that day.
 */
export function SelectATrip({ date, search, hrefs, onShowItinerary }: SelectATripProps) {
  const { data, loading } = useQuery(ToursDepartingOnDocument, { variables: { date, search } });
  const result = data?.toursDepartingOn;
  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>{LABELS.selectATrip}</h2>
      {loading || !result ? (
        <LoadingState text={LABELS.loadingSearchInformation} />
      ) : (
        <>
          <p className={styles.sentence}>{result.sentence}</p>
          <ul className={styles.tripList}>
            {result.tours.map((tour) => {
              const links = hrefs(tour.tourId, date);
              return (
                <li key={tour.tourId}>
                  <TripCard
                    tour={tour}
                    detailsHref={links.details}
                    datesHref={links.dates}
                    onShowItinerary={onShowItinerary}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
