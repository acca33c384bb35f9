import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { addOnAnchor } from '@tourdesk/domain/routes';
import { LABELS, MESSAGES, optionalAddOnsHeading } from '@tourdesk/domain/messages';
import { formatMoney } from '@tourdesk/domain/money';
import { useId, useState } from 'react';
import { CartAddOnsDocument, type AgeCategoryName } from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { LoadingState } from '@/ui/loading-state';
import styles from './add-ons-section.module.css';

if (false) {
  gql`
    query CartAddOns($tourId: ID!, $departureDate: Date!, $passengers: [AgeCategoryName!]!) {
      tour(tourId: $tourId) {
        tourId
        addOnGroups(departureDate: $departureDate, passengers: $passengers) {
          name
          addOns {
            inPopup
            pricePerPerson {
              amountMinor
              currency
            }
            tour {
              tourId
              name
              descriptionShort
              image {
                url(width: 600)
                alt
              }
            }
          }
        }
      }
    }
  `;
}

/** Props of {@link AddOnsSection}. */
export interface AddOnsSectionProps {
  trip: { tourId: string; name: string; departureDate: string; passengers: AgeCategoryName[] };
  /** Tour ids of the add-ons already in the basket for this trip. */
  addedTourIds: readonly string[];
  /** Stores the add-on and requotes; resolves when the new quote is shown. */
  onAdd: (addOn: { tourId: string; tourName: string }) => Promise<void>;
}

/** Variables of the add-on query of a trip (the popup reads the same query from the cache). */
export function addOnsVariables(trip: AddOnsSectionProps['trip']) {
  return { tourId: trip.tourId, departureDate: trip.departureDate, passengers: trip.passengers };
}

/**
 * 'Optional Add-ons for {trip name}' at #add_on_{tour_id} (seed 001 §2, §4, §5): the add-ons the gateway offers for
 * the trip's date and party, each with Add → spinner → 'Added to cart' (disabled); 'There are not optional add-ons
 * available on this tour' when there are none.
 */
export function AddOnsSection({ trip, addedTourIds, onAdd }: AddOnsSectionProps) {
  const titleId = useId();
  const [adding, setAdding] = useState<string | null>(null);
  const { data, loading } = useQuery(CartAddOnsDocument, { variables: addOnsVariables(trip) });
  const addOns = (data?.tour?.addOnGroups ?? []).flatMap((group) => group.addOns);
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
      {loading && !data ? (
        <LoadingState text="Loading add-ons" />
      ) : addOns.length === 0 ? (
        <p className={styles.none}>{MESSAGES.noAddOns}</p>
      ) : (
        <ul className={styles.list}>
          {addOns.map((addOn) => {
            const added = addedTourIds.includes(addOn.tour.tourId);
            const nameId = `${titleId}-${addOn.tour.tourId}`;
            return (
              <li key={addOn.tour.tourId} className={styles.item}>
                <img className={styles.image} src={addOn.tour.image.url} alt="" width={96} height={64} />
                <div className={styles.text}>
                  <h3 id={nameId} className={styles.name}>
                    {addOn.tour.name}
                  </h3>
                  <p className={styles.description}>{addOn.tour.descriptionShort}</p>
                </div>
                <div className={styles.side}>
                  {addOn.pricePerPerson && (
                    <p className={styles.price}>{formatMoney(addOn.pricePerPerson)} pp</p>
                  )}
                  <Button
                    size="small"
                    variant={added ? 'secondary' : 'primary'}
                    disabled={added || (adding !== null && adding !== addOn.tour.tourId)}
                    pending={adding === addOn.tour.tourId}
                    aria-describedby={nameId}
                    onClick={() => void add(addOn.tour.tourId, addOn.tour.name)}
                  >
                    {added ? LABELS.addOnAddedToCart : 'Add'}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
