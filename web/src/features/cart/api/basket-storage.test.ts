import { afterEach, describe, expect, it } from 'vitest';
import {
  addTripToBasket,
  basketInput,
  basketKey,
  lastTripParty,
  partyOfTrip,
  removeTripFromBasket,
  type ChosenTrip,
} from './basket-storage';
import { readSession, writeSession } from '@/lib/session-store';

afterEach(() => writeSession(basketKey, null));

const trip = (tourId: string, party: ChosenTrip['party'], extra: Partial<ChosenTrip> = {}): ChosenTrip => ({
  party,
  tourId,
  tourName: tourId,
  departureDate: '2026-07-15',
  departureTime: null,
  currency: 'GBP',
  pickupPointId: null,
  rooms: [],
  ...extra,
});

describe('the basket keeps each trip with its own party (seed 001 §3 Basket, Trip passengers)', () => {
  it('adds a smaller party without changing the first trip', () => {
    addTripToBasket(trip('LNE', ['ADULT', 'ADULT']));
    addTripToBasket(trip('SAE', ['ADULT']));
    const basket = readSession(basketKey);
    expect(basket.passengers).toEqual([{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }]);
    expect(basket.trips.map((t) => [t.tourId, t.passengerIndexes])).toEqual([
      ['LNE', [0, 1]],
      ['SAE', [0]],
    ]);
    expect(lastTripParty(basket)).toEqual(['ADULT']);
    expect(basketInput(basket).trips.map((t) => t.passengerIndexes)).toEqual([[0, 1], [0]]);
  });

  it('edits a trip where it stands, keeps its add-ons, and drops people nobody takes any more', () => {
    addTripToBasket(trip('LNE', ['ADULT', 'ADULT', 'CHILD']));
    addTripToBasket(trip('SAE', ['ADULT']));
    const withAddOn = readSession(basketKey);
    writeSession(basketKey, {
      ...withAddOn,
      trips: withAddOn.trips.map((t) =>
        t.tourId === 'LNE' ? { ...t, addOns: [{ tourId: 'ECO1', tourName: 'ECO1' }] } : t,
      ),
    });
    addTripToBasket(trip('LNE', ['ADULT'], { departureDate: '2026-07-17' }));
    const basket = readSession(basketKey);
    expect(basket.passengers).toEqual([{ ageCategory: 'ADULT' }]);
    expect(basket.trips.map((t) => [t.tourId, t.departureDate, t.passengerIndexes])).toEqual([
      ['LNE', '2026-07-17', [0]],
      ['SAE', '2026-07-15', [0]],
    ]);
    expect(basket.trips[0]?.addOns).toEqual([{ tourId: 'ECO1', tourName: 'ECO1' }]);
    expect(basketInput(basket).trips[0]?.addOns).toEqual([{ tourId: 'ECO1', passengerIndexes: [0] }]);
  });

  it('replaces an edited trip by another option of its sales group, in place', () => {
    addTripToBasket(trip('LNE', ['ADULT']));
    addTripToBasket(trip('SAE', ['ADULT', 'ADULT']));
    addTripToBasket(trip('LNEU', ['ADULT', 'SENIOR']), 'LNE');
    const basket = readSession(basketKey);
    expect(basket.trips.map((t) => t.tourId)).toEqual(['LNEU', 'SAE']);
    expect(partyOfTrip(basket, basket.trips[0]!)).toEqual(['ADULT', 'SENIOR']);
    expect(partyOfTrip(basket, basket.trips[1]!)).toEqual(['ADULT', 'ADULT']);
  });
});

describe('the basket renumbers its rooms and reads older baskets (seed 001 §3 Basket, Trip passengers)', () => {
  it('gives rooms basket indexes, and removing a trip renumbers the rooms of the others', () => {
    addTripToBasket(trip('SAE', ['ADULT']));
    addTripToBasket(
      trip('3LN', ['ADULT', 'ADULT', 'CHILD'], {
        rooms: [
          { roomType: 'twin', passengerIndexes: [0, 1] },
          { roomType: 'single', passengerIndexes: [2] },
        ],
      }),
    );
    expect(readSession(basketKey).trips[1]?.rooms.map((room) => room.passengerIndexes)).toEqual([
      [0, 1],
      [2],
    ]);
    addTripToBasket(trip('SAE', ['CHILD', 'ADULT']));
    removeTripFromBasket('3LN');
    const basket = readSession(basketKey);
    expect(basket.passengers).toEqual([{ ageCategory: 'ADULT' }, { ageCategory: 'CHILD' }]);
    expect(basket.trips[0]?.passengerIndexes).toEqual([1, 0]);
    removeTripFromBasket('SAE');
    expect(readSession(basketKey)).toEqual({ passengers: [], trips: [] });
  });

  it('reads a basket stored before trips had their own parties as the whole party on every trip', () => {
    writeSession(basketKey, {
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
      trips: [
        {
          tourId: 'LNE',
          tourName: 'LNE',
          departureDate: '2026-07-15',
          departureTime: null,
          currency: 'GBP',
          pickupPointId: null,
          rooms: [],
        },
      ],
    });
    addTripToBasket(trip('SAE', ['ADULT', 'ADULT', 'ADULT']));
    expect(readSession(basketKey).trips.map((t) => t.passengerIndexes)).toEqual([
      [0, 1],
      [0, 1, 2],
    ]);
  });
});
