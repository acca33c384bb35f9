import { gql } from '@apollo/client';
import { LABELS, MESSAGES } from '@tourdesk/domain/messages';
import { formatMoney } from '@tourdesk/domain/money';
import { Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { TourPageDocument, type TourPageQuery } from '@/apollo/generated/graphql';
import { usePageData, type PageData } from '@/apollo/page-answers';
import { pageQuery } from '@/apollo/router-context';
import { NotFoundHero } from '@/features/layout/components/not-found-hero';
import { OPEN_PARAM } from '@/features/tours/api/search-params';
import { paths } from '@tourdesk/domain/paths';
import { LinkButton } from '@/ui/link-button';
import { LoadingState } from '@/ui/loading-state';
import styles from './tour-page.module.css';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    query TourPage($tourId: ID!) {
      tour(tourId: $tourId) {
        tourId
        name
        descriptionHeadline
        descriptionShort
        description
        bookableOnline
        duration {
          label
        }
        fromPrice {
          amountMinor
          currency
        }
        image {
          url(width: 900, height: 506)
          alt
        }
        previewImage: image {
          url(width: 1200, height: 630)
        }
        startLocation {
          city
          title
          departureTime
        }
        months {
          year
          month
        }
      }
    }
  `;
}

/**
 * Asks for the tour of the address (`/tours/{tourId}/{slug}`). The slug is checked by the server, which sends an
 * address with another slug to the tour's canonical one (301).
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  return { tour: await pageQuery(context, TourPageDocument, { tourId: params.tourId ?? '' }) };
}

function TourPageContent({ tour: answer }: { tour: PageData<TourPageQuery> }) {
  const data = usePageData(answer);
  const tour = data.tour;
  usePageTitle(tour ? tour.name : MESSAGES.pageNotFound);
  if (!tour) return <NotFoundHero />;
  const location = tour.startLocation;
  return (
    <article className={styles.tour} aria-labelledby="tour-title">
      <img
        className={styles.image}
        src={tour.image.url}
        alt={tour.image.alt}
        width={900}
        height={506}
        fetchPriority="high"
      />
      <div className={styles.text}>
        <h1 id="tour-title" className={styles.title}>
          {tour.name}
        </h1>
        {tour.descriptionHeadline && <p className={styles.headline}>{tour.descriptionHeadline}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{UI_TEXTS.duration}</dt>
            <dd>{tour.duration.label}</dd>
          </div>
          <div>
            <dt>{UI_TEXTS.departurePoint}</dt>
            <dd data-testid="tour-departure-point">
              {location.title}, {location.city}
              {location.departureTime && ` at ${location.departureTime}`}
            </dd>
          </div>
          {tour.fromPrice && (
            <div>
              <dt>{UI_TEXTS.price}</dt>
              <dd data-testid="tour-from-price">
                {UI_TEXTS.from} {formatMoney(tour.fromPrice)} {UI_TEXTS.perPerson}
              </dd>
            </div>
          )}
        </dl>
        {tour.description.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {tour.bookableOnline && (
          <LinkButton to={paths.home.getHref({ [OPEN_PARAM]: tour.tourId })}>{LABELS.bookNow}</LinkButton>
        )}
      </div>
    </article>
  );
}

/**
 * A tour's own page (`/tours/{tourId}/{slug}`, the canonical address of the tour for search engines
 * and link previews): its image, name, headline, duration, departure point, from-price and description, and
 * 'Book Now', which opens the tour's details panel on the home page (`?open=`).
 */
export function Component() {
  const { tour } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <Suspense fallback={<LoadingState text={LABELS.loadingYourTour} />}>
        <TourPageContent tour={tour} />
      </Suspense>
    </div>
  );
}

/** Shown while the page's code loads on a first visit. */
export function HydrateFallback() {
  return <LoadingState text={LABELS.loadingYourTour} />;
}
