import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartSummary_QuoteFragment, MoneyLineKind, MoneyLineRole } from '@/apollo/generated/graphql';
import { CartSummary } from './cart-summary';

const gbp = (amountMinor: number) => ({ __typename: 'Money' as const, amountMinor, currency: 'GBP' });
const line = (kind: MoneyLineKind, role: MoneyLineRole, label: string, amountMinor: number) => ({
  __typename: 'MoneyLine' as const,
  kind,
  role,
  label,
  amount: gbp(amountMinor),
});

/**
 * Two adults on LNE (2 × £69.50) with a 10 % code and one add-on, as the gateway quotes it: the lines the gateway
 * built, in its order, and the card block (credit 1.5 %, debit 0.5 %).
 */
const QUOTE: CartSummary_QuoteFragment = {
  __typename: 'Quote',
  total: gbp(13510),
  lines: [
    line('TRIP_PRICE', 'SUMMAND', 'Trip Price', 13900),
    line('DISCOUNT', 'SUBTRAHEND', 'Discount (10%)', 1390),
    line('SUBTOTAL', 'SUBTOTAL', 'Subtotal', 12510),
    line('ADD_ONS', 'SUMMAND', 'Optional Add-on (x1)', 1000),
    line('TOTAL', 'TOTAL', 'Total', 13510),
  ],
  card: {
    __typename: 'CardCharge',
    lines: [],
    amount: gbp(13510),
    cardFee: gbp(203),
    total: gbp(13713),
    debitCardFee: gbp(68),
    debitTotal: gbp(13578),
    feeDependsOnCardType: true,
  },
};

/** The summary's lines as shown: [label, amount, role]. */
function shownLines(): [string, string, string][] {
  const summary = screen.getByRole('region', { name: 'Summary' });
  return [...summary.querySelectorAll('[data-money-role]')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
    row.getAttribute('data-money-role') ?? '',
  ]);
}

describe('CartSummary (seed 001 §2 Cart page trip summary, seed 000 §2 money in minor units)', () => {
  it("shows the quote's lines in order with their amounts, and the summands less the subtrahends make the total", () => {
    render(<CartSummary quote={QUOTE} requoting={false} />);
    expect(shownLines()).toEqual([
      ['Trip Price', '£139.00', 'summand'],
      ['Discount (10%)', '£13.90', 'subtrahend'],
      ['Subtotal', '£125.10', 'subtotal'],
      ['Optional Add-on (x1)', '£10.00', 'summand'],
      ['Total', '£135.10', 'total'],
    ]);
    // Read back from the page, in pence: what a test of the whole stack checks against the provider's figures.
    const pence = (shown: string) => Number(shown.replace(/[^0-9]/g, ''));
    const signed = shownLines()
      .filter(([, , role]) => role === 'summand' || role === 'subtrahend')
      .reduce((sum, [, amount, role]) => sum + (role === 'subtrahend' ? -1 : 1) * pence(amount), 0);
    expect(signed).toBe(QUOTE.total.amountMinor);
  });

  it('says what paying by credit or debit card adds before checkout', () => {
    render(<CartSummary quote={QUOTE} requoting={false} />);
    expect(
      within(screen.getByRole('region', { name: 'Summary' })).getByText(/^Paying by card adds a card fee/)
        .textContent,
    ).toBe(
      'Paying by card adds a card fee: £2.03 by credit card (£137.13 charged), £0.68 by debit card (£135.78 charged). You see it again before you pay.',
    );
  });

  it('says nothing of a card fee when paying by card adds none, and is busy while requoting', () => {
    render(
      <CartSummary
        quote={{ ...QUOTE, card: { ...QUOTE.card, cardFee: gbp(0), feeDependsOnCardType: false } }}
        requoting
      />,
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).queryByText(/card fee/)).toBeNull();
    expect(summary.getAttribute('aria-busy')).toBe('true');
  });
});
