import { formatMoney } from '@tourdesk/domain/money';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { CardPayment_BookingFragment, PaymentOption } from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { CardChargeLines } from '@/ui/card-charge';
import { UI_TEXTS } from '@/texts';
import { AMOUNT_LABELS, OPTION_LABELS } from './card-payment-amounts';
import styles from './payment.module.css';

/**
 * The choice of the amount to pay now (seed 001 §2 Card payment screen): each option with its amount and what the
 * card is charged (the debit-card total when the fee depends on the card type), the chosen option's card charge,
 * and 'Continue to card payment' (`onContinue`).
 */
export function PaymentOptionChoice({
  options,
  option,
  onChange,
  onContinue,
}: {
  options: CardPayment_BookingFragment['paymentOptions'];
  option: PaymentOption;
  onChange: (option: PaymentOption) => void;
  onContinue: () => void;
}) {
  const chosen = options.find((choice) => choice.option === option) ?? options[0];
  return (
    <form
      className={styles.options}
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <RadioGroup
        className={styles.radioGroup}
        value={option}
        onChange={(value) => onChange(value as PaymentOption)}
      >
        <Label className={styles.groupLabel}>{UI_TEXTS.amountToPayNow}</Label>
        {options.map((choice) => (
          <Radio key={choice.option} value={choice.option} className={styles.radio}>
            <span className={styles.radioMark} aria-hidden="true" />
            <span>{OPTION_LABELS[choice.option]}</span>
            <strong className={styles.radioAmount}>{formatMoney(choice.card.amount)}</strong>
            <span className={styles.radioFee}>
              {formatMoney(choice.card.total)} {UI_TEXTS.withTheCardFee}
              {choice.card.feeDependsOnCardType &&
                choice.card.debitTotal &&
                ` (${formatMoney(choice.card.debitTotal)} by debit card)`}
            </span>
          </Radio>
        ))}
      </RadioGroup>
      {chosen && (
        <CardChargeLines
          charge={chosen.card}
          amountLabel={AMOUNT_LABELS[chosen.option]}
          label="What your card is charged"
        />
      )}
      <Button type="submit">{UI_TEXTS.continueToCardPayment}</Button>
    </form>
  );
}
