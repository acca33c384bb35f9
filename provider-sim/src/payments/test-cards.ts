/** Outcome of a card on the simulated gateway. */
export interface CardOutcome {
  approved: boolean;
  reason: string | null;
}

/** Test cards: 4111 1111 1111 1111 is authorised, 4000 0000 0000 0002 is declined; anything else is declined as invalid. */
export function cardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === '4111111111111111') return { approved: true, reason: null };
  if (digits === '4000000000000002')
    return { approved: false, reason: 'Card rejected by the issuing bank (test card)' };
  return { approved: false, reason: 'Card number rejected: use a test card' };
}
