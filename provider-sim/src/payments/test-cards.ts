/** Credit or debit card: the provider charges a different card fee for each (card_fee, debit_card_fee). */
export type CardType = 'CREDIT' | 'DEBIT';

/** Outcome of a card on the simulated gateway. */
export interface CardOutcome {
  approved: boolean;
  reason: string | null;
  cardType: CardType;
}

/** Test cards (digits only) and what the simulated gateway answers for them. */
const TEST_CARDS: Record<string, CardOutcome> = {
  '4111111111111111': { approved: true, reason: null, cardType: 'CREDIT' },
  '4000056655665556': { approved: true, reason: null, cardType: 'DEBIT' },
  '4000000000000002': {
    approved: false,
    reason: 'Card rejected by the issuing bank (test card)',
    cardType: 'CREDIT',
  },
};

/** Card-number prefixes of debit cards (the hosted page shows the debit amount as soon as one is typed). */
export const DEBIT_CARD_PREFIXES = ['400005'];

/**
 * Test cards: 4111 1111 1111 1111 (credit) and 4000 0566 5566 5556 (debit) are authorised, 4000 0000 0000 0002
 * is declined; anything else is declined as invalid.
 */
export function cardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return (
    TEST_CARDS[digits] ?? {
      approved: false,
      reason: 'Card number rejected: use a test card',
      cardType: DEBIT_CARD_PREFIXES.some((prefix) => digits.startsWith(prefix)) ? 'DEBIT' : 'CREDIT',
    }
  );
}
