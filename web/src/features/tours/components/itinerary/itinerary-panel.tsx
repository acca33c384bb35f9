import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { roundedDays } from '@tourdesk/domain/duration';
import { LABELS, itineraryTitle, unbookableTourMessage } from '@tourdesk/domain/messages';
import { useId } from 'react';
import {
  ItineraryPanel_TourFragmentDoc,
  TourItineraryDocument,
  type ItineraryPanel_TourFragment,
} from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import { LinkButton } from '@/ui/link-button';
import { LoadingState } from '@/ui/loading-state';
import { UI_TEXTS } from '@/texts';
import { DeparturePoint } from './departure-point';
import { RouteMap } from './route-map';
import styles from './itinerary.module.css';

if (false) {
  gql`
    fragment ItineraryPanel_tour on Tour {
      tourId
      name
      duration {
        days
        hours
      }
      image {
        banner: url(width: 720, height: 220)
        alt
      }
      descriptionHeadline
      description
      itinerary {
        name
        description
      }
      mapImage {
        small: url(width: 400, height: 500)
        large: url(width: 800, height: 1000)
        alt
      }
      startLocation {
        city
        title
        description
        checkInTime
        departureTime
        latitude
        longitude
      }
      returnTime
    }

    query TourItinerary($tourId: ID!) {
      tour(tourId: $tourId) {
        tourId
        ...ItineraryPanel_tour
      }
    }
  `;
}

/** Props of {@link ItineraryPanel}. */
export interface ItineraryPanelProps {
  tourId: string;
  /** Opens the tour details panel ('See full tour details'). */
  detailsHref: string;
}

/**
 * The itinerary slide-out's content (seed 001 §2 Itinerary slide-out), loaded when it opens: banner image, tour
 * name, '{n} Day Tour Itinerary & Map', 'See full tour details', headline and description, the per-day entries,
 * the route map (enlargeable), the departure point drawn on a local map frame (no outside tile servers) with
 * its description, and the check-in, departure and return times.
 */
export function ItineraryPanel({ tourId, detailsHref }: ItineraryPanelProps) {
  const { phone } = useSiteConfig();
  const { data, loading } = useQuery(TourItineraryDocument, { variables: { tourId } });
  if (loading) return <LoadingState text={LABELS.loadingYourTour} />;
  if (!data?.tour) return <p className={styles.content}>{unbookableTourMessage(phone)}</p>;
  return <Itinerary tour={data.tour} detailsHref={detailsHref} />;
}

/** {@link ItineraryPanel} once its tour is read: the tour's story, its days, route map and departure point. */
function Itinerary({
  tour: tourRef,
  detailsHref,
}: {
  tour: FragmentType<ItineraryPanel_TourFragment>;
  detailsHref: string;
}) {
  const ids = { days: useId(), map: useId(), departure: useId() };
  const { data: tour, complete } = useFragment({
    fragment: ItineraryPanel_TourFragmentDoc,
    fragmentName: 'ItineraryPanel_tour',
    from: tourRef,
  });
  if (!complete) return null;
  const paragraphs = tour.description.split(/\n\s*\n/).filter((text) => text.trim());
  return (
    <article className={styles.content}>
      <img className={styles.banner} src={tour.image.banner} alt={tour.image.alt} width={720} height={220} />
      <header className={styles.header}>
        <h2 className={styles.name}>{tour.name}</h2>
        <p className={styles.subtitle}>{itineraryTitle(roundedDays(tour.duration))}</p>
        <LinkButton to={detailsHref} variant="secondary" size="small">
          {LABELS.seeFullTourDetails}
        </LinkButton>
      </header>
      {tour.descriptionHeadline && <p className={styles.headline}>{tour.descriptionHeadline}</p>}
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {tour.itinerary.length > 0 && (
        <section aria-labelledby={ids.days}>
          <h3 id={ids.days} className={styles.sectionTitle}>
            {UI_TEXTS.itinerary}
          </h3>
          <ol className={styles.days}>
            {tour.itinerary.map((day) => (
              <li key={day.name} className={styles.day}>
                <h4 className={styles.dayName}>{day.name}</h4>
                <p>{day.description}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {tour.mapImage && <RouteMap map={tour.mapImage} titleId={ids.map} />}
      <DeparturePoint tour={tour} titleId={ids.departure} />
    </article>
  );
}
