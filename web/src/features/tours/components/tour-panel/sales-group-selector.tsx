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
import type { SalesGroupDisplay } from '@/apollo/generated/graphql';
import { ChevronDownIcon } from '@/ui/icons';
import styles from './tour-panel.module.css';

/** A product of the tour's sales group. */
export interface SalesGroupChoice {
  tourId: string;
  name: string;
  /** Formatted 'from' price, or null. */
  fromPrice: string | null;
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
  return product.fromPrice ? `${product.name} (from ${product.fromPrice})` : product.name;
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
