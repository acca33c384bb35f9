import { cartButtonLabel, cartHoverItems } from '@tourdesk/domain/cart';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@tourdesk/domain/paths';
import { CartIcon } from '@/ui/icons';
import { useBasket } from '../api/basket-storage';
import styles from './cart-button.module.css';

/**
 * The search page's Cart button (seed 001 §2): 'Cart (n)' linking to the cart, and on hover or keyboard
 * focus the list of trip names or 'Cart is empty' (also its accessible description).
 */
export function CartButton() {
  const basket = useBasket();
  const listId = useId();
  const items = cartHoverItems(basket.trips.map((trip) => trip.tourName));
  return (
    <div className={styles.wrapper}>
      <Link className={styles.button} to={paths.cart.getHref()} aria-describedby={listId}>
        <CartIcon />
        {cartButtonLabel(basket.trips.length)}
      </Link>
      <ul className={styles.list} id={listId}>
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
