import { describe, expect, it } from 'vitest';
import { compactPassengers, placeParty, toBasketIndexes, tripParty } from '../src/basket-party.js';

describe('basket parties: each trip keeps its own passengers (seed 001 §3 Basket, Trip passengers)', () => {
  it('places the first party as the basket passengers', () => {
    expect(placeParty([], ['Adult', 'Adult', 'Child'])).toEqual({
      passengers: ['Adult', 'Adult', 'Child'],
      indexes: [0, 1, 2],
    });
  });

  it('reuses the people already in the basket, category by category, without moving anyone', () => {
    const basket = ['Adult', 'Adult'];
    expect(placeParty(basket, ['Adult'])).toEqual({ passengers: ['Adult', 'Adult'], indexes: [0] });
    expect(placeParty(basket, ['Adult', 'Child'])).toEqual({
      passengers: ['Adult', 'Adult', 'Child'],
      indexes: [0, 2],
    });
    expect(placeParty(['Adult', 'Child', 'Adult'], ['Adult', 'Adult', 'Adult'])).toEqual({
      passengers: ['Adult', 'Child', 'Adult', 'Adult'],
      indexes: [0, 2, 3],
    });
    expect(basket).toEqual(['Adult', 'Adult']);
  });

  it('maps room occupants from the party to basket indexes', () => {
    expect(toBasketIndexes([1, 0], [0, 2])).toEqual([2, 0]);
    expect(() => toBasketIndexes([2], [0, 2])).toThrow(RangeError);
  });

  it('drops passengers no trip refers to and renumbers the others', () => {
    const { passengers, remap } = compactPassengers(['Adult', 'Adult', 'Child'], [0, 2]);
    expect(passengers).toEqual(['Adult', 'Child']);
    expect([remap(0), remap(2)]).toEqual([0, 1]);
    expect(() => remap(1)).toThrow(RangeError);
  });

  it("gives a trip's party in the panel's category order", () => {
    expect(tripParty(['Child', 'Adult', 'Senior'], [2, 0, 1], ['Adult', 'Child', 'Senior'])).toEqual([
      'Adult',
      'Child',
      'Senior',
    ]);
  });
});
