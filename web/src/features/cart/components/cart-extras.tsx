import { paths } from '@tourdesk/domain/paths';
import { offeringGroups, type TripGroup } from '../api/cart-trips';
import { AddOnsSection } from './add-ons-section';
import styles from './cart.module.css';
import { CartSuggestions, type CartSuggestionsProps } from './cart-suggestions';

/** Props of {@link CartExtras}. */
export interface CartExtrasProps {
  groups: readonly TripGroup[];
  /** Tour ids of the add-ons already in the basket for the main trip `tripTourId`. */
  addedTourIds: (tripTourId: string) => readonly string[];
  /** Stores the add-on of the main trip `tripTourId` and requotes; resolves when the new quote is shown. */
  onAdd: (tripTourId: string, addOn: { tourId: string; tourName: string }) => Promise<void>;
  /** 'Add Another Tour': at most 2 tours not in the cart (domain cartSuggestions). */
  suggestions: CartSuggestionsProps['tours'];
  detailsHref: (tourId: string) => string;
}

/**
 * The cart's third column (seed 001 §2 Cart page, §5 Add-ons): each main trip's add-ons on offer, then 'Add
 * Another Tour'.
 */
export function CartExtras({ groups, addedTourIds, onAdd, suggestions, detailsHref }: CartExtrasProps) {
  return (
    <div className={[styles.column, styles.extras].join(' ')}>
      {groups.map(({ main }) => (
        <AddOnsSection
          key={main.tour.tourId}
          groups={offeringGroups(main.addOnGroups)}
          trip={{ tourId: main.tour.tourId, name: main.tour.name }}
          addedTourIds={addedTourIds(main.tour.tourId)}
          onAdd={(addOn) => onAdd(main.tour.tourId, addOn)}
        />
      ))}
      <CartSuggestions
        title="Add Another Tour"
        tours={suggestions}
        detailsHref={detailsHref}
        allToursHref={paths.home.getHref()}
      />
    </div>
  );
}
