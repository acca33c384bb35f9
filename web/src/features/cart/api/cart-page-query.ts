import { gql } from '@apollo/client';

/**
 * The cart page's one query (seed 001 §2 Cart page), asked for by the route's loader: the basket's fresh quote
 * with each main trip's add-on groups, and the tours suggested beside it. The cart reads its trips and add-on
 * groups itself (grouping, popup suggestions, analytics), and they have no cache identity to read a fragment
 * from, so the query unmasks the fragments of the components it hands them to; the suggested tours too, since
 * the empty cart renders them without Apollo Client (src/apollo/on-demand.ts).
 */
if (false) {
  gql`
    fragment CartAddOns_group on AddOnGroup {
      name
      addOns {
        inPopup
        tour {
          tourId
          name
          image {
            url(width: 600)
          }
        }
      }
    }

    query CartPage($basket: BasketInput!, $hasTrips: Boolean!) {
      quote(basket: $basket) @include(if: $hasTrips) {
        quote {
          currency
          promoCodeStatus
          addOnCount
          ...CartSummary_quote @unmask
          trips {
            ...CartTrip_trip @unmask
            tour {
              tourId
              duration {
                category
              }
            }
            # Spreads side by side, not nested: the gateway's depth limit (10) counts each spread as two levels.
            addOnGroups {
              ...AddOnsSection_group @unmask
              ...CartAddOns_group @unmask
            }
          }
        }
        userErrors {
          code
          message
        }
      }
      tours {
        tours {
          tourId
          bookableOnline
          ...CartSuggestion_tour @unmask
        }
      }
    }
  `;
}
