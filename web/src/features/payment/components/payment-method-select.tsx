import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { ChevronDownIcon } from '@/ui/icons';
import styles from './payment.module.css';
import { LABELS } from '@tourdesk/domain/messages';

/** The 'Payment Method' selector (seed 001 §5 Agent payment): the agency's `methods` by description. */
export function PaymentMethodSelect({
  methods,
  method,
  onChange,
}: {
  methods: readonly { method: string; description: string }[];
  method: string;
  onChange: (method: string | null) => void;
}) {
  return (
    <Select
      className={styles.selectField}
      selectedKey={method}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
    >
      <Label className={styles.fieldLabel}>{LABELS.paymentMethod}</Label>
      <AriaButton className={styles.selectButton}>
        <SelectValue />
        <ChevronDownIcon />
      </AriaButton>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {methods.map((candidate) => (
            <ListBoxItem
              key={candidate.method}
              id={candidate.method}
              textValue={candidate.description}
              className={styles.option}
            >
              {candidate.description}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
