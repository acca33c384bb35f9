import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { roundedDays } from '@tourdesk/domain/duration';
import {
  LABELS,
  checkInClosesText,
  itineraryTitle,
  tourDepartsText,
  tourReturnsText,
  unbookableTourMessage,
} from '@tourdesk/domain/messages';
import { useId } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import {
  ItineraryPanel_TourFragmentDoc,
  TourItineraryDocument,
  type ItineraryPanel_TourFragment,
} from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import { CloseIcon, ExpandIcon } from '@/ui/icons';
import { LinkButton } from '@/ui/link-button';
import { LoadingState } from '@/ui/loading-state';
import { DeparturePointMap } from './departure-point-map';
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
  const start = tour.startLocation;
  const paragraphs = tour.description.split(/\n\s*\n/).filter((text) => text.trim());
  return (
    <article className={styles.content}>
      <img className={styles.banner} src={tour.image.banner} alt={tour.image.alt} width={720} height={220} />
      <header className={styles.header}>
        <h2 className={styles.name}>{tour.name}</h2>
        <p className={styles.subtitle}>{itineraryTitle(roundedDays(tour.duration))}</p>
        <LinkButton to={detailsHref} variant="secondary" size="small">
          See full tour details
        </LinkButton>
      </header>
      {tour.descriptionHeadline && <p className={styles.headline}>{tour.descriptionHeadline}</p>}
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {tour.itinerary.length > 0 && (
        <section aria-labelledby={ids.days}>
          <h3 id={ids.days} className={styles.sectionTitle}>
            Itinerary
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
      {tour.mapImage && (
        <section aria-labelledby={ids.map}>
          <h3 id={ids.map} className={styles.sectionTitle}>
            Map
          </h3>
          <DialogTrigger>
            <Button className={styles.mapButton} aria-label={`Enlarge the map: ${tour.mapImage.alt}`}>
              <img src={tour.mapImage.small} alt="" width={400} height={500} className={styles.mapImage} />
              <span className={styles.enlarge} aria-hidden="true">
                <ExpandIcon />
              </span>
            </Button>
            <ModalOverlay className={styles.mapOverlay} isDismissable>
              <Modal className={styles.mapModal}>
                <Dialog className={styles.mapDialog}>
                  <Heading slot="title" className="visually-hidden">
                    {tour.mapImage.alt}
                  </Heading>
                  <Button slot="close" className={styles.mapClose} aria-label="Close">
                    <CloseIcon />
                  </Button>
                  <img
                    src={tour.mapImage.large}
                    alt={tour.mapImage.alt}
                    width={800}
                    height={1000}
                    className={styles.mapLarge}
                  />
                </Dialog>
              </Modal>
            </ModalOverlay>
          </DialogTrigger>
        </section>
      )}
      <section aria-labelledby={ids.departure}>
        <h3 id={ids.departure} className={styles.sectionTitle}>
          Departure point
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
    </article>
  );
}
