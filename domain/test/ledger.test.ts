import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../src/currencies.js';
import {
  agentMethodCharge,
  ledgerPaid,
  nettOf,
  nettShare,
  placeCommission,
  settlePlace,
  type LedgerPlace,
} from '../src/ledger.js';
import { formatMoney, moneyFromMinor, percentOf, sumMoney } from '../src/money.js';

const place = (gross: number, percent: number, currency: string): LedgerPlace => {
  const amount = moneyFromMinor(gross, currency);
  return { gross: amount, commission: placeCommission(amount, percent) };
};

/** What a full payment by a nett method charges for `places`: each place's nett share, summed. */
function nettCharged(places: readonly LedgerPlace[], currency: string) {
  const zero = moneyFromMinor(0, currency);
  return sumMoney(
    places.map((p) => nettShare(p, zero, p.gross, p.gross).cash),
    currency,
  );
}

describe('commission and nett: one rounding rule, per place, half up to the minor unit (seed 000 §3 Trip passenger commission; seed 001 §2 Payment summary NETT)', () => {
  it('rounds each place half up and sums the places: 3 Adults at A$117.50, 15 % (NETT A$299.61 = charged)', () => {
    const places = [0, 1, 2].map(() => place(11750, 15, 'AUD'));
    expect(places[0]!.commission.amountMinor).toBe(1763);
    expect(nettOf(places, 'AUD').amountMinor).toBe(29961);
    expect(nettCharged(places, 'AUD').amountMinor).toBe(29961);
  });

  it('3 Adults at £61.00, 20 %: NETT £146.40 = charged', () => {
    const places = [0, 1, 2].map(() => place(6100, 20, 'GBP'));
    expect(nettOf(places, 'GBP').amountMinor).toBe(14640);
    expect(nettCharged(places, 'GBP').amountMinor).toBe(14640);
  });

  it('shows before paying exactly what is charged, to the minor unit, in every currency', () => {
    expect(CURRENCIES.map((c) => c.minorUnitDigits)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    for (const { isoCurrencyCode: currency } of CURRENCIES) {
      for (const percent of [15, 20, 25, 12.5]) {
        const places = [11750, 11750, 9400, 10575, 33, 1, 0, 250150].map((gross) =>
          place(gross, percent, currency),
        );
        const shown = nettOf(places, currency);
        const charged = nettCharged(places, currency);
        expect(charged).toEqual(shown);
        expect(formatMoney(charged)).toBe(formatMoney(shown));
      }
    }
  });

  it('a deposit and then the balance by a nett method charge the nett in all, in every currency', () => {
    for (const { isoCurrencyCode: currency } of CURRENCIES) {
      const p = place(29950, 15, currency);
      const zero = moneyFromMinor(0, currency);
      const deposit = nettShare(p, zero, p.gross, moneyFromMinor(9650, currency));
      const owed = moneyFromMinor(29950 - deposit.cash.amountMinor - deposit.retained.amountMinor, currency);
      const balance = nettShare(p, deposit.retained, owed, owed);
      expect(deposit.retained.amountMinor).toBe(Math.round((p.commission.amountMinor * 9650) / 29950));
      expect(deposit.cash.amountMinor + balance.cash.amountMinor).toBe(
        p.gross.amountMinor - p.commission.amountMinor,
      );
      expect(deposit.retained.amountMinor + balance.retained.amountMinor).toBe(p.commission.amountMinor);
    }
  });

  it('is percentOf to the minor unit for every amount and rate, ties half up', () => {
    for (const percent of [0, 12.5, 15, 20, 25, 33.33, '15', 0.1]) {
      for (let amount = 0; amount < 3000; amount += 7) {
        const m = moneyFromMinor(amount, 'ZAR');
        expect(placeCommission(m, percent)).toEqual(percentOf(m, percent));
      }
    }
    expect(placeCommission(moneyFromMinor(10, 'GBP'), 25).amountMinor).toBe(3);
  });

  it('refuses a negative amount and a share above what is owed', () => {
    expect(() => placeCommission(moneyFromMinor(-1, 'GBP'), 20)).toThrow(RangeError);
    const p = place(6100, 20, 'GBP');
    expect(() => nettShare(p, moneyFromMinor(0, 'GBP'), p.gross, moneyFromMinor(6101, 'GBP'))).toThrow(
      RangeError,
    );
  });
});

describe('refunds: what a place paid, on the basis it was paid, above what it still owes (seed 000 §2 Booking detail cancel)', () => {
  const gbp = (minor: number) => moneyFromMinor(minor, 'GBP');

  it('a place paid nett (£48.80 of £61.00) cancelled at 25 %: owes the £15.25 fee less its £3.05 commission, refunded £36.60', () => {
    const fee = gbp(1525);
    const settled = settlePlace({
      gross: fee,
      commission: placeCommission(fee, 20),
      paid: gbp(4880),
      retained: gbp(1220),
    });
    expect(settled).toEqual({ retained: gbp(305), paid: gbp(1220), refund: gbp(3660) });
  });

  it('a place paid gross (£61.00) cancelled at 25 %: refunded £45.75, nothing retained', () => {
    const fee = gbp(1525);
    const settled = settlePlace({
      gross: fee,
      commission: placeCommission(fee, 20),
      paid: gbp(6100),
      retained: gbp(0),
    });
    expect(settled).toEqual({ retained: gbp(0), paid: gbp(1525), refund: gbp(4575) });
  });

  it('never refunds more than was paid, and nothing when the fee is the whole price', () => {
    const full = gbp(6100);
    expect(
      settlePlace({
        gross: full,
        commission: placeCommission(full, 20),
        paid: gbp(4880),
        retained: gbp(1220),
      }).refund,
    ).toEqual(gbp(0));
    expect(settlePlace({ gross: gbp(0), commission: gbp(0), paid: gbp(4000), retained: gbp(1000) })).toEqual({
      retained: gbp(0),
      paid: gbp(0),
      refund: gbp(4000),
    });
  });

  it('a promo code on a place paid gross refunds what it paid above its discounted price', () => {
    const discounted = gbp(5490);
    expect(
      settlePlace({ gross: discounted, commission: gbp(0), paid: gbp(6100), retained: gbp(0) }).refund,
    ).toEqual(gbp(610));
  });
});

describe('paid by the ledger: Σ payments − Σ refunds, card fees apart (seed 000 §2 Booking detail paid)', () => {
  it('takes refunds off whether the provider sends them negative or positive', () => {
    const aud = (minor: number) => moneyFromMinor(minor, 'AUD');
    expect(
      ledgerPaid(
        [
          { amount: aud(29961), refund: false },
          { amount: aud(-7000), refund: true },
          { amount: aud(1000), refund: true },
        ],
        'AUD',
      ),
    ).toEqual(aud(21961));
    expect(ledgerPaid([], 'AUD')).toEqual(aud(0));
  });
});

describe('what an agency method charges now, card and nett mixed (seed 001 §2 Payment summary, §5 Agent payment; seed 000 §3 Payment method nett_gross)', () => {
  /** A place of `gross` at `percent` after `cardPaid` by card (gross) and `retained` kept by a nett payment. */
  const standing = (gross: number, percent: number, currency: string, cardPaid: number, share?: number) => {
    const p = place(gross, percent, currency);
    const m = (minor: number) => moneyFromMinor(minor, currency);
    const outstanding = m(gross - cardPaid);
    return { ...p, retained: m(0), outstanding, share: share === undefined ? outstanding : m(share) };
  };

  it('nothing paid yet: a nett method charges the NETT, a gross one the total', () => {
    const places = [0, 1, 2].map(() => standing(6100, 20, 'GBP', 0));
    expect(agentMethodCharge(places, false, 'GBP')).toEqual(nettOf(places, 'GBP'));
    expect(agentMethodCharge(places, false, 'GBP').amountMinor).toBe(14640);
    expect(agentMethodCharge(places, true, 'GBP').amountMinor).toBe(18300);
  });

  it('a £20.00 card deposit per place, then the balance on account: charges £86.40 (NETT £146.40 less £60.00 paid), not the whole NETT', () => {
    const places = [0, 1, 2].map(() => standing(6100, 20, 'GBP', 2000));
    expect(agentMethodCharge(places, false, 'GBP').amountMinor).toBe(8640);
    expect(agentMethodCharge(places, true, 'GBP').amountMinor).toBe(12300);
  });

  it('equals the sum of what each place is charged, in every currency, for full and deposit shares', () => {
    for (const { isoCurrencyCode: currency } of CURRENCIES) {
      for (const percent of [15, 20, 12.5]) {
        for (const [gross, cardPaid, share] of [
          [11750, 0, undefined],
          [11750, 3525, undefined],
          [29950, 9650, 5000],
          [33, 10, undefined],
          [250150, 0, 75045],
        ] as const) {
          const places = [standing(gross, percent, currency, cardPaid, share)];
          const p = places[0]!;
          const each = nettShare(p, p.retained, p.outstanding, p.share).cash;
          expect(agentMethodCharge(places, false, currency)).toEqual(each);
          expect(agentMethodCharge(places, true, currency)).toEqual(p.share);
        }
        // Card deposit then the nett balance: cash in all = NETT − what the card paid, to the minor unit.
        const mixed = [11750, 11750, 11750].map((gross) => standing(gross, percent, currency, 3525));
        expect(agentMethodCharge(mixed, false, currency).amountMinor).toBe(
          nettOf(mixed, currency).amountMinor - 3 * 3525,
        );
      }
    }
  });

  it('never charges more than a place still owes, and nothing for a place settled', () => {
    const settled = standing(6100, 20, 'GBP', 6100);
    const over = standing(6100, 20, 'GBP', 0, 9000);
    expect(agentMethodCharge([settled], false, 'GBP').amountMinor).toBe(0);
    expect(agentMethodCharge([over], false, 'GBP').amountMinor).toBe(4880);
    expect(agentMethodCharge([over], true, 'GBP').amountMinor).toBe(6100);
  });
});
