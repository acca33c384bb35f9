import { gql } from '@apollo/client';
import { formatMoney } from '@tourdesk/domain/money';
import type { CardCharge_ChargeFragment } from '@/apollo/generated/graphql';
import { UI_TEXTS } from '@/texts';
import { MoneyLines } from './money-lines';
import styles from './money-lines.module.css';

// A card charge has no cache identity (it is a value of a quote or a payment option), so no component could read it
// back with useFragment: the fragments that select it spread it unmasked and pass it to these components.
if (false) {
  gql`
    fragment CardCharge_charge on CardCharge {
      lines {
        ...MoneyLines_line @unmask
      }
      amount {
        amountMinor
        currency
      }
      cardFee {
        amountMinor
        currency
      }
      total {
        amountMinor
        currency
      }
      debitCardFee {
        amountMinor
        currency
      }
      debitTotal {
        amountMinor
        currency
      }
      feeDependsOnCardType
    }
  `;
}

/**
 * The debit-card alternative when its fee differs (the fee depends on debit or credit, so the visitor is told
 * before paying), e.g. 'Paying by debit card: card fee £0.59, charged £118.19.'
 */
function debitSentence(charge: CardCharge_ChargeFragment): string | null {
  if (!charge.feeDependsOnCardType || !charge.debitCardFee || !charge.debitTotal) return null;
  return `Paying by debit card: card fee ${formatMoney(charge.debitCardFee)}, charged ${formatMoney(charge.debitTotal)}.`;
}

/**
 * What a card payment costs before it is made: the gateway's card block (the amount, the
 * card fee as its own line and what the card is charged, the same figure the provider's card form shows), then the
 * debit-card alternative when its fee differs. `amountLabel` names the amount ('Full amount payable', 'Deposit
 * payable now').
 */
export function CardChargeLines({
  charge,
  amountLabel,
  label,
}: {
  charge: CardCharge_ChargeFragment;
  amountLabel?: string;
  /** Accessible name of the block. */
  label?: string;
}) {
  const debit = debitSentence(charge);
  return (
    <>
      <MoneyLines
        lines={charge.lines}
        labels={amountLabel ? { AMOUNT_DUE: amountLabel } : undefined}
        label={label}
      />
      {debit && <p className={styles.note}>{debit}</p>}
    </>
  );
}

/**
 * The card fee said before checkout (the cart, the checkout summary): 'Paying by card adds a card fee: £1.76 by
 * credit card (£119.36 charged), £0.59 by debit card (£118.19 charged). You see it again before you pay.'
 */
export function CardFeeNote({ charge }: { charge: CardCharge_ChargeFragment }) {
  if (charge.cardFee.amountMinor === 0 && !charge.feeDependsOnCardType) return null;
  const credit = `${formatMoney(charge.cardFee)} by credit card (${formatMoney(charge.total)} charged)`;
  const debit =
    charge.feeDependsOnCardType && charge.debitCardFee && charge.debitTotal
      ? `, ${formatMoney(charge.debitCardFee)} by debit card (${formatMoney(charge.debitTotal)} charged)`
      : '';
  const fee = charge.feeDependsOnCardType ? `${credit}${debit}` : `${formatMoney(charge.cardFee)}`;
  return (
    <p className={styles.note}>
      {UI_TEXTS.payingByCardAddsACard} {fee}
      {UI_TEXTS.youSeeItAgainBeforeYou}
    </p>
  );
}
