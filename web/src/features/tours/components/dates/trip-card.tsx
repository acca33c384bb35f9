import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { departsFromText, LABELS } from '@tourdesk/domain/messages';
import { formatMoneyAmount } from '@tourdesk/domain/money';
import { useId } from 'react';
import { Button } from 'react-aria-components';
import { TripCard_TourFragmentDoc, type TripCard_TourFragment } from '@/apollo/generated/graphql';
import { MapIcon } from '@/ui/icons';
import { LinkButton } from '@/ui/link-button';
import { UI_TEXTS } from '@/texts';
import styles from './dates.module.css';

if (false) {
  gql`
    fragment TripCard_tour on Tour {
      tourId
      name
      teaser
      duration {
        label
      }
      image {
        url(width: 300, height: 200)
        alt
      }
      startLocation {
        city
      }
      fromPrice {
        amountMinor
        currency
      }
    }
  `;
}

/** Props of {@link TripCard}. */
export interface TripCardProps {
  tour: FragmentType<TripCard_TourFragment>;
  /** Opens the tour details panel ('See tour details'). */
  detailsHref: string;
  /** Opens the tour details panel at the day of the list ('Dates & prices'). */
  datesHref: string;
  /** Opens the itinerary slide-out (the map icon). */
  onShowItinerary: (tourId: string) => void;
}

/**
 * A tour of the 'Select A Trip' slide-out (seed 001 §2 Calendar panel): image (300x200 crop, §9), duration,
 * title, 'Departs from {city}', the short description, 'See tour details', 'From {price} {currency} per
 * person', 'Dates & prices', and a map icon opening the itinerary.
 */
export function TripCard({ tour, detailsHref, datesHref, onShowItinerary }: TripCardProps) {
  const titleId = useId();
  const { data, complete } = useFragment({
    fragment: TripCard_TourFragmentDoc,
    fragmentName: 'TripCard_tour',
    from: tour,
  });
  if (!complete) return null;
  return (
    <article className={styles.tripCard} aria-labelledby={titleId}>
      <img
        className={styles.tripImage}
        src={data.image.url}
        alt={data.image.alt}
        width={300}
        height={200}
        loading="lazy"
      />
      <div className={styles.tripBody}>
        <p className={styles.tripDuration}>{data.duration.label}</p>
        <h3 id={titleId} className={styles.tripTitle}>
          {data.name}
        </h3>
        <p className={styles.tripDeparture}>{departsFromText(data.startLocation.city)}</p>
        <p className={styles.tripTeaser}>{data.teaser}</p>
        {data.fromPrice && (
          <p className={styles.tripPrice}>
            {UI_TEXTS.from} <strong>{formatMoneyAmount(data.fromPrice)}</strong> {data.fromPrice.currency}{' '}
            {UI_TEXTS.perPerson}
          </p>
        )}
        <div className={styles.tripActions}>
          <LinkButton to={detailsHref} variant="secondary" size="small" aria-describedby={titleId}>
            {LABELS.seeTourDetails}
          </LinkButton>
          <LinkButton to={datesHref} size="small" aria-describedby={titleId}>
            {LABELS.datesAndPrices}
          </LinkButton>
          <Button
            className={styles.mapButton}
            aria-label={`Itinerary and map of ${data.name}`}
            onPress={() => onShowItinerary(data.tourId)}
          >
            <MapIcon />
          </Button>
        </div>
      </div>
    </article>
  );
}
