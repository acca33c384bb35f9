import { gql } from '@apollo/client';
import { formatMoney } from '@tourdesk/domain/money';
import type { ReactNode } from 'react';
import type { SearchResults_QueryFragment } from '@/apollo/generated/graphql';
import { useSearchPage } from '../hooks/use-search-page';
import { SearchHero } from './search-hero';
import { SearchOverlays } from './search-overlays';
import { SearchToolbar } from './search-toolbar';
import { TourResults } from './tour-results';

if (false) {
  gql`
    fragment SearchResults_query on Query {
      tours(search: $search) {
        count
        fromPrice {
          amountMinor
          currency
        }
        tours {
          tourId
          # The list hands each card its fields as plain props rather than letting 49 cards each read and watch
          # their tour in the cache: at hydration on a phone those reads and watches were two long tasks.
          ...TourCard_tour @unmask
        }
      }
      filters {
        # A filter list has no cache identity, so the filter bar cannot read it back with useFragment; the list
        # also reads each filter's tags to know which are selected: the filter bar's fields stay unmasked.
        ...FilterBar_filter @unmask
      }
    }
  `;
}

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  /** The page query's answer: the tours, their count and from-price, and the filter lists. */
  query: Omit<SearchResults_QueryFragment, ' $fragmentName'>;
  /** Tour ids already in the basket (their cards say so). */
  inCart: ReadonlySet<string>;
  /** The Cart button of the toolbar. */
  cartButton: ReactNode;
  /** The tour details panel of the tour the address opens, or null. */
  tourPanel: ReactNode;
}

/**
 * The search page's content (seed 001 §2 Home and search route): hero with the from-price, search box, Dates,
 * 'Clear Search Filter' and the Cart button, the filters, the '{n} Tours Available' heading with the sort order
 * and the tour cards; the Dates, 'Select A Trip', itinerary and tour details slide-outs. Every choice lives in
 * the address. The list and filters are the page query's `SearchResults_query`, handed over by the page once its
 * query has answered.
 */
export function SearchResults({ query: data, inCart, cartButton, tourPanel }: SearchResultsProps) {
  const page = useSearchPage();
  return (
    <>
      <SearchHero fromPrice={data.tours.fromPrice ? formatMoney(data.tours.fromPrice) : null}>
        <SearchToolbar page={page} cartButton={cartButton} />
      </SearchHero>
      <TourResults data={data} page={page} inCart={inCart} />
      <SearchOverlays page={page} tourPanel={tourPanel} />
    </>
  );
}
