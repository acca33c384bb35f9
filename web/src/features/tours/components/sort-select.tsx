import { SORT_ORDER_LABELS, SORT_ORDERS, type SortOrder } from '@tourdesk/domain/tour-search';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { ChevronDownIcon } from '@/ui/icons';
import menus from './filters/filters.module.css';
import styles from './sort-select.module.css';

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  /** The order in the address ('default' when none). */
  value: SortOrder;
  onChange: (order: SortOrder) => void;
}

/**
 * The tour list's sort control (seed 001 §9 'Sorting options': default, price, duration and name, each both ways):
 * a react-aria Select labelled 'Sort by', listing the seven orders by their domain labels in a list styled like the
 * filter dropdowns beside it.
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <Select
      className={styles.sort}
      selectedKey={value}
      onSelectionChange={(key) => {
        const order = SORT_ORDERS.find((candidate) => candidate === key);
        if (order) onChange(order);
      }}
    >
      <Label className={styles.label}>Sort by</Label>
      <Button className={styles.button}>
        <SelectValue />
        <ChevronDownIcon />
      </Button>
      <Popover className={menus.popover} placement="bottom end">
        <ListBox className={menus.menu}>
          {SORT_ORDERS.map((order) => (
            <ListBoxItem key={order} id={order} className={menus.menuItem}>
              {SORT_ORDER_LABELS[order]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
