import { Suspense } from 'react';
import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { CartSuggestion_TourFragmentDoc, type CartSuggestion_TourFragment } from '@/apollo/generated/graphql';
import { LinkButton } from '@/ui/link-button';
import styles from './cart-suggestions.module.css';

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
        formatted
      }
    }
  `;
}

/** One suggested tour: image, name, duration and from-price, and 'See tour details'. */
function CartSuggestion({
  tour: tourRef,
  detailsHref,
}: {
  tour: FragmentType<CartSuggestion_TourFragment>;
  detailsHref: (tourId: string) => string;
}) {
  const { data: tour, complete } = useFragment({
    fragment: CartSuggestion_TourFragmentDoc,
    fragmentName: 'CartSuggestion_tour',
    from: tourRef,
  });
  if (!complete) return null;
  return (
    <>
      <img className={styles.image} src={tour.image.url} alt="" width={300} height={200} />
      <div className={styles.body}>
        <h3 className={styles.name} id={`suggestion-${tour.tourId}`}>
          {tour.name}
        </h3>
        <p className={styles.meta}>
          {tour.duration.label}
          {tour.fromPrice ? ` · From ${tour.fromPrice.formatted}pp` : ''}
        </p>
        <LinkButton to={detailsHref(tour.tourId)} size="small" aria-describedby={`suggestion-${tour.tourId}`}>
          See tour details
        </LinkButton>
      </div>
    </>
  );
}

/** Props of {@link CartSuggestions}. */
export interface CartSuggestionsProps {
  title: string;
  /** At most 2 tours not in the cart (domain cartSuggestions). */
  tours: readonly (FragmentType<CartSuggestion_TourFragment> & { tourId: string })[];
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
              {/* A boundary per suggestion: a server-rendered cart hydrates them one by one, not in one long task. */}
              <Suspense fallback={null}>
                <CartSuggestion tour={tour} detailsHref={detailsHref} />
              </Suspense>
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
