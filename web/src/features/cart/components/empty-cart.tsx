import { cartSuggestions } from '@tourdesk/domain/cart';
import { LABELS } from '@tourdesk/domain/messages';
import type { CartPageQuery } from '@/apollo/generated/graphql';
import { paths } from '@tourdesk/domain/paths';
import styles from './cart.module.css';
import { CartSuggestions } from './cart-suggestions';

/**
 * The empty cart (seed 001 §2 Cart page): 'Your cart is empty' and 'Have a look' with the tours bookable online.
 * @param detailsHref the address of a tour's details panel.
 */
export function EmptyCart({
  tours,
  detailsHref,
}: {
  tours: CartPageQuery['tours']['tours'];
  detailsHref: (tourId: string) => string;
}) {
  return (
    <>
      <div className={[styles.card, styles.empty].join(' ')}>
        <h2 className={styles.emptyTitle}>{LABELS.yourCartIsEmpty}</h2>
      </div>
      <CartSuggestions
        title={LABELS.haveALook}
        tours={cartSuggestions(
          tours.filter((tour) => tour.bookableOnline),
          [],
        )}
        detailsHref={detailsHref}
        allToursHref={paths.home.getHref()}
      />
    </>
  );
}
