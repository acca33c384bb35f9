import { describe, expect, it } from 'vitest';
import {
  isManifestCandidate,
  manifestOrder,
  manifestSearchWindow,
  manifestPickups,
  manifestTotals,
  type ManifestBookingLine,
  type ManifestPickupPoint,
} from '../src/manifests.js';

const HOTEL: ManifestPickupPoint = { pickupId: '7', name: 'Grand Hotel', address: null, time: '07:40' };
const STATION: ManifestPickupPoint = { pickupId: '3', name: 'Station', address: 'Waverley', time: '07:15' };
const adult = (name: string, roomType: string | null = null) => ({
  name,
  ageCategory: 'Adult',
  roomType,
  status: 'CONFIRMED' as const,
});

const bookings: ManifestBookingLine[] = [
  {
    groupBookingId: '12',
    pickup: HOTEL,
    passengers: [adult('Ann Lee', 'twin'), { ...adult('Bo Lee', 'twin'), ageCategory: 'Child' }],
    rooms: [{ roomType: 'twin', occupants: ['Ann Lee', 'Bo Lee'] }],
    addOns: [{ tourId: 'WHISKY', name: 'Distillery', passengers: ['Ann Lee'] }],
  },
  {
    groupBookingId: '9',
    pickup: null,
    passengers: [adult('Cy Roe', 'single')],
    rooms: [{ roomType: 'single', occupants: ['Cy Roe'] }],
    addOns: [],
  },
  { groupBookingId: '100', pickup: STATION, passengers: [adult('Di Fox')], rooms: [], addOns: [] },
  { groupBookingId: '5', pickup: HOTEL, passengers: [], rooms: [], addOns: [] },
  { groupBookingId: '11', pickup: HOTEL, passengers: [adult('Ed Poe')], rooms: [], addOns: [] },
];

describe("departure manifests (report-cli/README.md 'Departure manifests')", () => {
  it('orders bookings by pick-up time, then booking id, without pick-up last, leaving out those with nobody on it', () => {
    expect(manifestOrder(bookings).map((b) => b.groupBookingId)).toEqual(['100', '11', '12', '9']);
  });

  it('counts bookings and passengers per pick-up point, adding up to the totals', () => {
    const pickups = manifestPickups(bookings);
    expect(pickups).toEqual([
      { pickup: STATION, bookings: 1, passengers: 1 },
      { pickup: HOTEL, bookings: 2, passengers: 3 },
      { pickup: null, bookings: 1, passengers: 1 },
    ]);
    const totals = manifestTotals(bookings);
    expect(totals.passengers).toBe(pickups.reduce((n, p) => n + p.passengers, 0));
    expect(totals.bookings).toBe(pickups.reduce((n, p) => n + p.bookings, 0));
  });

  it('totals passengers per age category, rooms per type and add-on places', () => {
    expect(manifestTotals(bookings)).toEqual({
      bookings: 4,
      passengers: 5,
      byAgeCategory: [
        { key: 'Adult', count: 4 },
        { key: 'Child', count: 1 },
      ],
      rooms: [
        { key: 'single', count: 1 },
        { key: 'twin', count: 1 },
      ],
      addOns: [{ key: 'WHISKY', count: 1 }],
    });
  });
});

describe("finding a departure's bookings (report-cli/README.md 'Departure manifests', seed 001 §4 Basket to cart)", () => {
  const range = { from: '2026-07-10', to: '2026-07-11' };

  it('searches the first-departure days the trip span around the range', () => {
    expect(manifestSearchWindow(range, 31)).toEqual({ from: '2026-06-09', to: '2026-08-11' });
    expect(manifestSearchWindow(range, 0)).toEqual(range);
  });

  it('loads a booking first departing in the range, or with trips of more than one tour, of an asked tour', () => {
    const oneTour = (departureDate: string) => ({ departureDate, tourIds: ['3SU'] });
    expect(isManifestCandidate(oneTour('2026-07-10T08:00:00'), range, null)).toBe(true);
    expect(isManifestCandidate(oneTour('2026-07-11'), range, ['3SU'])).toBe(true);
    // One tour, first departing another day: a basket holds one trip per tour, so it departs only then.
    expect(isManifestCandidate(oneTour('2026-07-08T08:00:00'), range, null)).toBe(false);
    expect(isManifestCandidate(oneTour('2026-07-10T08:00:00'), range, ['LNE'])).toBe(false);
    // Its first trip another day, its second may be on the departure.
    const twoTours = { departureDate: '2026-07-08T08:00:00', tourIds: ['LNE', '3su'] };
    expect(isManifestCandidate(twoTours, range, null)).toBe(true);
    expect(isManifestCandidate(twoTours, range, ['3SU'])).toBe(true);
    expect(isManifestCandidate(twoTours, range, ['IVW'])).toBe(false);
  });
});
