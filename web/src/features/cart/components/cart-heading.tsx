import { cartHeaderText, multiDayBannerShown } from '@tourdesk/domain/cart';
import { LABELS } from '@tourdesk/domain/messages';
import styles from './cart.module.css';

/**
 * The cart's counts line of tours and add-ons (domain cartHeaderText) and, for customers with a trip without rooms,
 * the multiple Day Tours discount banner (seed 001 §2 Cart page, domain multiDayBannerShown).
 */
export function CartHeading({
  tourCount,
  addOnCount,
  isAgent,
  roomCounts,
}: {
  tourCount: number;
  addOnCount: number;
  isAgent: boolean;
  /** Rooms chosen per basket trip. */
  roomCounts: readonly number[];
}) {
  const header = cartHeaderText(tourCount, addOnCount);
  return (
    <>
      <p className={styles.counts}>
        {header.tours} · {header.addOns}
      </p>
      {multiDayBannerShown(
        isAgent,
        roomCounts.map((roomCount) => ({ roomCount })),
      ) && <p className={styles.banner}>{LABELS.multiDayDiscountBanner}</p>}
    </>
  );
}
