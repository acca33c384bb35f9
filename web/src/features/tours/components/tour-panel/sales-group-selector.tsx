import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { formatMoney } from '@tourdesk/domain/money';
import { salesGroupChoiceText } from '@tourdesk/domain/sales-group';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
} from 'react-aria-components';
import { SalesGroupPricesDocument, type SalesGroupDisplay } from '@/apollo/generated/graphql';
import { ChevronDownIcon } from '@/ui/icons';
import styles from './tour-panel.module.css';

if (false) {
  gql`
    # The options' prices for the month and date an address opens the panel at, asked with the page's query so
    # that SalesGroupPrices is answered from the cache.
    fragment SalesGroupSelector_datePrices on Tour {
      salesGroup {
        products {
          tourId
          monthFromPrice(year: $year, month: $month) {
            amountMinor
            currency
          }
          priceOn(date: $date) {
            amountMinor
            currency
          }
        }
      }
    }

    query SalesGroupPrices($tourId: ID!, $year: Int!, $month: Int!, $date: Date!, $dated: Boolean!) {
      tour(tourId: $tourId) {
        tourId
        salesGroup {
          products {
            tourId
            monthFromPrice(year: $year, month: $month) {
              amountMinor
              currency
            }
            priceOn(date: $date) @include(if: $dated) {
              amountMinor
              currency
            }
          }
        }
      }
    }
  `;
}

/** A product of the tour's sales group. */
export interface SalesGroupChoice {
  tourId: string;
  name: string;
  /** Formatted price: the lowest of the month shown ('from'), or the chosen date's; null when none. */
  price: string | null;
  /** True when `price` is the chosen date's price rather than a 'from' price. */
  onDate: boolean;
  /** The chosen date (dd/mm/yyyy) when the option has no bookable departure then, else null. */
  fullOn?: string | null;
}

/**
 * The price each option of a sales group shows (seed 001 §2 Tour details panel, §9): the lowest price of the month
 * the calendar shows ('from £70.00'), or, once a date is chosen, that date's price; formatted, by tour id. With a
 * date, `fullOn` holds the date (dd/mm/yyyy) by tour id of the options that cannot be booked then (no price that
 * day), once the date's answer is in. While a new month or date is asked for, the last prices stay; none before
 * the first answer.
 */
export function useSalesGroupPrices(
  tourId: string,
  shown: { year: number; month: number } | null,
  date: string | null,
  enabled: boolean,
): { prices: Map<string, string | null>; onDate: boolean; fullOn: Map<string, string> } {
  const { data, previousData } = useQuery(SalesGroupPricesDocument, {
    variables: {
      tourId,
      year: shown?.year ?? 0,
      month: shown?.month ?? 0,
      // A valid Date whether asked or not: the variable is checked even when `priceOn` is left out.
      date: date ?? `${shown?.year ?? 2000}-${String(shown?.month ?? 1).padStart(2, '0')}-01`,
      dated: date !== null,
    },
    skip: !enabled || shown === null,
  });
  const products = (data ?? previousData)?.tour?.salesGroup?.products ?? [];
  // Only the chosen date's own answer says an option is full then (not the last answer, of another date).
  const answered = date !== null ? (data?.tour?.salesGroup?.products ?? []) : [];
  return {
    prices: new Map(
      products.map((p) => {
        const price = date !== null ? p.priceOn : p.monthFromPrice;
        return [p.tourId, price ? formatMoney(price) : null];
      }),
    ),
    onDate: date !== null,
    fullOn: new Map(
      answered
        .filter((p) => date !== null && p.priceOn === null)
        .map((p) => [p.tourId, formatDate(date ?? '', 'dd/mm/yyyy')]),
    ),
  };
}

/** Props of {@link SalesGroupSelector}. */
export interface SalesGroupSelectorProps {
  label: string;
  /** TABS or DROPDOWN, decided by the gateway with the domain rule (seed 001 §9). */
  display: SalesGroupDisplay;
  products: SalesGroupChoice[];
  value: string;
  onChange: (tourId: string) => void;
  /** Takes the focus on the chosen option: the panel was just opened by choosing it (the old one is gone). */
  autoFocus?: boolean;
}

function choiceText(product: SalesGroupChoice): string {
  return salesGroupChoiceText(product.name, {
    price: product.price,
    onDate: product.onDate,
    fullOn: product.fullOn ?? null,
  });
}

/**
 * The sales-group product choice (seed 001 §9 Sales group display): tabs (a react-aria radio group styled as
 * tabs, since the choice changes the whole panel rather than showing a tab panel) for 2-3 products, a dropdown
 * for more; nothing when there is no choice.
 */
export function SalesGroupSelector({
  label,
  display,
  products,
  value,
  onChange,
  autoFocus = false,
}: SalesGroupSelectorProps) {
  if (display === 'NONE' || products.length < 2) return null;
  if (display === 'TABS') {
    return (
      <RadioGroup className={styles.field} value={value} onChange={onChange} orientation="horizontal">
        <Label className={styles.fieldLabel}>{label}</Label>
        <div className={styles.tabs}>
          {products.map((product) => (
            <Radio
              key={product.tourId}
              value={product.tourId}
              className={styles.tab}
              autoFocus={autoFocus && product.tourId === value}
            >
              {choiceText(product)}
            </Radio>
          ))}
        </div>
      </RadioGroup>
    );
  }
  return (
    <Select
      className={styles.field}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
    >
      <Label className={styles.fieldLabel}>{label}</Label>
      <Button className={styles.selectButton} autoFocus={autoFocus}>
        <SelectValue />
        <ChevronDownIcon />
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {products.map((product) => (
            <ListBoxItem key={product.tourId} id={product.tourId} className={styles.option}>
              {choiceText(product)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
