import { gql } from '@apollo/client';
import { formatMoney } from '@tourdesk/domain/money';
import type { CartSuggestion_TourFragment } from '@/apollo/generated/graphql';
import { LinkButton } from '@/ui/link-button';
import styles from './cart-suggestions.module.css';
import { LABELS } from '@tourdesk/domain/messages';

if (false) {
  gql`
    fragment CartSuggestion_tour on Tour {
      tourId
      name
      duration {
        label
      }
      image {
        url(width: 300)
        alt
      }
      fromPrice {
        amountMinor
        currency
      }
    }
  `;
}

/** A suggested tour's fields, spread unmasked by the cart's query (the empty cart renders without Apollo Client). */
type SuggestedTour = Omit<CartSuggestion_TourFragment, ' $fragmentName'>;

/** One suggested tour: image, name, duration and from-price, and 'See tour details'. */
function CartSuggestion({
  tour,
  detailsHref,
}: {
  tour: SuggestedTour;
  detailsHref: (tourId: string) => string;
}) {
  return (
    <>
      <img className={styles.image} src={tour.image.url} alt="" width={300} height={200} />
      <div className={styles.body}>
        <h3 className={styles.name} id={`suggestion-${tour.tourId}`}>
          {tour.name}
        </h3>
        <p className={styles.meta}>
          {tour.duration.label}
          {tour.fromPrice ? ` · From ${formatMoney(tour.fromPrice)}pp` : ''}
        </p>
        <LinkButton to={detailsHref(tour.tourId)} size="small" aria-describedby={`suggestion-${tour.tourId}`}>
          {LABELS.seeTourDetails}
        </LinkButton>
      </div>
    </>
  );
}

/** Props of {@link CartSuggestions}. */
export interface CartSuggestionsProps {
  title: string;
  /** At most 2 tours not in the cart (domain cartSuggestions). */
  tours: readonly SuggestedTour[];
  /** Address of a tour's details panel. */
  detailsHref: (tourId: string) => string;
  /** The tour list's address. */
  allToursHref: string;
}

/**
 * 'Add Another Tour' (seed 001 §2 Cart page): at most two suggested tours and 'View All Tours', or
 * 'View Our Tours' when there is nothing to suggest.
 */
export function CartSuggestions({ title, tours, detailsHref, allToursHref }: CartSuggestionsProps) {
  return (
    <section className={styles.section} aria-labelledby="cart-suggestions-title">
      <h2 id="cart-suggestions-title" className={styles.title}>
        {title}
      </h2>
      {tours.length > 0 && (
        <ul className={styles.list}>
          {tours.map((tour) => (
            <li key={tour.tourId} className={styles.item}>
              <CartSuggestion tour={tour} detailsHref={detailsHref} />
            </li>
          ))}
        </ul>
      )}
      <LinkButton to={allToursHref} variant="secondary">
        {tours.length > 0 ? 'View All Tours' : 'View Our Tours'}
      </LinkButton>
    </section>
  );
}
