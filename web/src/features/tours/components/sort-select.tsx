import { SORT_ORDER_LABELS, SORT_ORDERS, type SortOrder } from '@tourdesk/domain/tour-search';
import { useId } from 'react';
import { ChevronDownIcon } from '@/ui/icons';
import { UI_TEXTS } from '@/texts';
import styles from './sort-select.module.css';

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  /** The order in the address ('default' when none). */
  value: SortOrder;
  onChange: (order: SortOrder) => void;
}

/**
 * The tour list's sort control (seed 001 §9 'Sorting options': default, price, duration and name, each both ways):
 * the platform's select labelled 'Sort by', listing the seven orders by their domain labels. A native select needs
 * no script to be drawn or reached, opens the phone's own picker, and keeps the search page's first code small.
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label className={styles.label} htmlFor={id}>
        {UI_TEXTS.sortBy}
      </label>
      <span className={styles.field}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => {
            const order = SORT_ORDERS.find((candidate) => candidate === event.target.value);
            if (order) onChange(order);
          }}
        >
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {SORT_ORDER_LABELS[order]}
            </option>
          ))}
        </select>
        <ChevronDownIcon />
      </span>
    </div>
  );
}
