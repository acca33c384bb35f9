import { gql } from '@apollo/client';
import { addOnAnchor } from '@tourdesk/domain/routes';
import { LABELS, MESSAGES, optionalAddOnsHeading } from '@tourdesk/domain/messages';
import { formatMoney } from '@tourdesk/domain/money';
import { useId, useState } from 'react';
import type { AddOnsSection_GroupFragment } from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { UI_TEXTS } from '@/texts';
import styles from './add-ons-section.module.css';

if (false) {
  gql`
    fragment AddOnsSection_group on AddOnGroup {
      name
      addOns {
        description
        pricePerPerson {
          amountMinor
          currency
        }
        tour {
          tourId
          name
          image {
            url(width: 600)
            alt
          }
        }
      }
    }
  `;
}

/** Props of {@link AddOnsSection}. */
export interface AddOnsSectionProps {
  trip: { tourId: string; name: string };
  /**
   * The add-on groups offered for the trip's date and party (fragment `AddOnsSection_group` of the page query,
   * spread unmasked: a group has no cache identity).
   */
  groups: readonly AddOnsSection_GroupFragment[];
  /** Tour ids of the add-ons already in the basket for this trip. */
  addedTourIds: readonly string[];
  /** Stores the add-on and requotes; resolves when the new quote is shown. */
  onAdd: (addOn: { tourId: string; tourName: string }) => Promise<void>;
}

function AddOnGroupItems({
  group,
  ...item
}: {
  group: AddOnsSection_GroupFragment;
  /** The trip the add-ons go with, named in each button's accessible name. */
  tripName: string;
  addedTourIds: readonly string[];
  adding: string | null;
  onAdd: (tourId: string, tourName: string) => void;
}) {
  return group.addOns.map((addOn) => {
    const added = item.addedTourIds.includes(addOn.tour.tourId);
    return (
      <li key={addOn.tour.tourId} className={styles.item}>
        <img className={styles.image} src={addOn.tour.image.url} alt="" width={96} height={64} />
        <div className={styles.text}>
          <h3 className={styles.name}>{addOn.tour.name}</h3>
          <p className={styles.description}>{addOn.description}</p>
        </div>
        <div className={styles.side}>
          {addOn.pricePerPerson && (
            <p className={styles.price}>
              {formatMoney(addOn.pricePerPerson)} {UI_TEXTS.pp}
            </p>
          )}
          <Button
            size="small"
            variant={added ? 'secondary' : 'primary'}
            disabled={added || (item.adding !== null && item.adding !== addOn.tour.tourId)}
            pending={item.adding === addOn.tour.tourId}
            aria-label={
              added
                ? `${LABELS.addOnAddedToCart}: ${addOn.tour.name}`
                : `Add ${addOn.tour.name} to ${item.tripName}`
            }
            onClick={() => item.onAdd(addOn.tour.tourId, addOn.tour.name)}
          >
            {added ? LABELS.addOnAddedToCart : 'Add'}
          </Button>
        </div>
      </li>
    );
  });
}

/**
 * 'Optional Add-ons for {trip name}' at #add_on_{tour_id} (seed 001 §2, §4, §5): the add-ons the gateway offers for
 * the trip's date and party (fragment `AddOnsSection_group` of the cart page's one query), each with its description
 * as the gateway cuts it for the cart (seed 001 §9) and Add → spinner → 'Added to cart' (disabled); 'There are not
 * optional add-ons available on this tour' when there are none.
 */
export function AddOnsSection({ trip, groups, addedTourIds, onAdd }: AddOnsSectionProps) {
  const titleId = useId();
  const [adding, setAdding] = useState<string | null>(null);
  const add = async (tourId: string, tourName: string) => {
    setAdding(tourId);
    try {
      await onAdd({ tourId, tourName });
    } finally {
      setAdding(null);
    }
  };
  return (
    <section id={addOnAnchor(trip.tourId)} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {optionalAddOnsHeading(trip.name)}
      </h2>
      {groups.length === 0 ? (
        <p className={styles.none}>{MESSAGES.noAddOns}</p>
      ) : (
        <ul className={styles.list}>
          {groups.map((group) => (
            <AddOnGroupItems
              key={group.name}
              group={group}
              tripName={trip.name}
              addedTourIds={addedTourIds}
              adding={adding}
              onAdd={(tourId, tourName) => void add(tourId, tourName)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
