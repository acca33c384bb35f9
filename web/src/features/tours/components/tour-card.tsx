import { gql } from '@apollo/client';
import { LABELS, cityDepartureText, unbookableTourMessage } from '@tourdesk/domain/messages';
import { formatMoney } from '@tourdesk/domain/money';
import { useId, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TourCard_TourFragment } from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import { MapIcon } from '@/ui/icons';
import { LinkButton } from '@/ui/link-button';
import { UI_TEXTS } from '@/texts';
import styles from './tour-card.module.css';

if (false) {
  gql`
    fragment TourCard_tour on Tour {
      tourId
      name
      teaser
      bookableOnline
      brandLabel
      mappingCodes
      duration {
        label
      }
      fromPrice {
        amountMinor
        currency
      }
      image {
        url(width: 900)
        alt
      }
      startLocation {
        city
      }
    }
  `;
}

/** The tour list's actions on a card. */
export interface TourCardLinks {
  /** Address that opens the tour's details panel. */
  detailsHref: string;
  /** Opens the tour's itinerary slide-out (the map icon). */
  onShowItinerary: (tourId: string) => void;
  /** Starts loading the details panel's code when a pointer or the focus reaches 'See tour details' or 'Book Now'. */
  onPreloadDetails?: () => void;
}

/** Props of {@link TourCard}. */
export interface TourCardProps {
  /** The card's fields, spread unmasked by the list (or the embedded page) that selects the tours. */
  tour: Omit<TourCard_TourFragment, ' $fragmentName'>;
  /** 'See tour details', 'Book Now' and the map icon; null in the embedded mode, where the card only describes. */
  links: TourCardLinks | null;
  /** The tour is already in the cart ('Added to Cart'). */
  inCart: boolean;
  /** Level of the tour name's heading: 3 in the list (under its heading), 2 on the embedded page. */
  headingLevel?: 2 | 3;
}

/**
 * A tour card of the tour list (seed 001 §2 Tour card): duration badge, price badge only when bookable online,
 * image (900px crop), name, '{city} departure', the teaser (description cut at 60 characters), 'See tour
 * details' and 'Book Now', 'Added to Cart' when in the cart, the agent's brand label and mapping codes, and
 * for an unbookable tour the call-to-book message with {phone} instead of the price and 'Book Now'; a map
 * icon opens the itinerary slide-out. The embedded mode (seed 001 §1) shows the card without its actions.
 */
export function TourCard({ tour: data, links, inCart, headingLevel = 3 }: TourCardProps) {
  const { phone } = useSiteConfig();
  const titleId = useId();
  const navigate = useNavigate();
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const agentInfo = [data.brandLabel, ...(data.mappingCodes ?? [])].filter((item): item is string =>
    Boolean(item),
  );
  // A tap anywhere on the card opens its details (seed 001 §2: an unbookable tour's card 'tapping opens the
  // details'); keyboard and screen-reader users have 'See tour details', so the card adds no tab stop of its own.
  const openDetails = (event: MouseEvent<HTMLElement>) => {
    if (!links || (event.target as Element).closest('a, button')) return;
    void navigate(links.detailsHref);
  };
  return (
    <article
      className={[styles.card, links && styles.opens].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClick={openDetails}
    >
      <div className={styles.media}>
        <img
          className={styles.image}
          src={data.image.url}
          alt={data.image.alt}
          loading="lazy"
          width={900}
          height={600}
        />
        <div className={styles.badges}>
          <span className={styles.badge}>{data.duration.label}</span>
          {data.bookableOnline && data.fromPrice && (
            <span className={`${styles.badge} ${styles.price}`}>
              {UI_TEXTS.from} {formatMoney(data.fromPrice)}
            </span>
          )}
        </div>
      </div>
      <div className={styles.body}>
        <Name id={titleId} className={styles.name}>
          {data.name}
        </Name>
        <p className={styles.departure}>{cityDepartureText(data.startLocation.city)}</p>
        {agentInfo.length > 0 && (
          <ul className={styles.agentInfo} aria-label="Agent information">
            {agentInfo.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        <p className={styles.teaser}>{data.teaser}</p>
        {!data.bookableOnline && <p className={styles.unbookable}>{unbookableTourMessage(phone)}</p>}
        {inCart && <p className={styles.inCart}>{LABELS.addedToCart}</p>}
        {links && (
          <div
            className={styles.actions}
            onPointerEnter={links.onPreloadDetails}
            onFocus={links.onPreloadDetails}
          >
            <LinkButton to={links.detailsHref} variant="secondary" size="small" aria-describedby={titleId}>
              {LABELS.seeTourDetails}
            </LinkButton>
            {data.bookableOnline && (
              <LinkButton to={links.detailsHref} size="small" aria-describedby={titleId}>
                {LABELS.bookNow}
              </LinkButton>
            )}
            <button
              type="button"
              className={styles.mapButton}
              aria-label={`Itinerary and map of ${data.name}`}
              onClick={() => links.onShowItinerary(data.tourId)}
            >
              <MapIcon />
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
