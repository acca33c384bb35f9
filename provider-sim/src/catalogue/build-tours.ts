import { CITIES } from './cities.js';
import type { City } from './cities.js';
import { placeText } from './places.js';
import { ADD_ON_DEFS } from './add-on-products.js';
import { DAY_TEMPLATES, MULTI_DAY_TEMPLATES, TRAIN_TEMPLATES } from './tour-templates.js';
import type { Interest } from './tour-templates.js';
import { ROOM_TYPES } from './tour.js';
import type { Brand, RoomType, Tour } from './tour.js';
import type { Rng } from '../util/rng.js';

const DAY_START_TIMES = ['07:45:00', '08:00:00', '08:15:00', '08:30:00'];

/** Adds hours to HH:mm:ss, wrapping at midnight. */
function plusHours(time: string, hours: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = (h + hours) % 24;
  return `${String(total).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
}

function stopsItinerary(stops: string[]): Tour['itinerary'] {
  return stops.map((place, i) => ({
    day: 1,
    name: `Stop ${i + 1}: ${place}`,
    description: placeText(place),
  }));
}

function describe(teaser: string, places: string[]): string {
  const highlights = places.slice(0, 4).map(placeText).join(' ');
  return `${teaser} ${highlights} Your driver-guide shares stories, songs and the best photo stops along the way.`;
}

interface TourSeed {
  tourId: string;
  name: string;
  brand: Brand;
  city: City;
  days: number;
  hours: number;
  departureTimes: string[];
  gbp: number;
  places: string[];
  interests: Interest[];
  teaser: string;
  itinerary: Tour['itinerary'];
  seats: number;
}

function tourFrom(seed: TourSeed, rng: Rng): Tour {
  const multiDay = seed.days > 0;
  const roomTypes: RoomType[] = multiDay
    ? ROOM_TYPES.filter((rt) => !(seed.brand === 'HEX' && rt === 'dorm'))
    : [];
  const firstTime = seed.departureTimes[0] ?? '08:00:00';
  return {
    tourId: seed.tourId,
    name: seed.name,
    nameShort: seed.name.split(/[:&(]/)[0]!.trim().slice(0, 30),
    brand: seed.brand,
    productType: 'TOUR',
    city: seed.city,
    endCity: seed.city,
    days: seed.days,
    hours: seed.hours,
    departureTimes: seed.departureTimes,
    returnTime: multiDay ? '19:00:00' : plusHours(firstTime, seed.hours),
    summerWeekdays: multiDay ? pickWeekdays(rng, seed.days) : [1, 2, 3, 4, 5, 6, 7],
    winterWeekdays: multiDay ? pickWeekdays(rng, seed.days).slice(0, 2) : [1, 3, 5, 6],
    months: null,
    gbpPence: seed.gbp * 100,
    roomTypes,
    bandIds: null,
    listed: true,
    places: seed.places,
    interests: seed.interests,
    teaser: seed.teaser,
    headline: seed.teaser,
    description: describe(seed.teaser, seed.places),
    itinerary: seed.itinerary,
    pickupRunId: seed.city.pickupRunId,
    seats: seed.seats,
    addOnGroups: [],
    salesGroup: null,
    preTour: false,
    preTourOffset: 0,
    postTour: false,
    postTourOffset: 0,
    mappingCodes: [],
    bookingNotes: [],
    alwaysAvailable: false,
  };
}

function pickWeekdays(rng: Rng, days: number): number[] {
  const pools =
    days >= 6
      ? [
          [6, 1],
          [6, 3],
          [7, 4],
        ]
      : [
          [1, 3, 5, 6],
          [1, 4, 6],
          [2, 5, 7],
          [1, 3, 6],
        ];
  return [...rng.pick(pools)].sort();
}

/** Builds the day tours: every template from every city, plus Highland Explorer premium versions. */
export function buildDayTours(rng: Rng): Tour[] {
  const tours: Tour[] = [];
  for (const t of DAY_TEMPLATES) {
    for (const cityCode of t.cities) {
      const city = CITIES[cityCode];
      const base: TourSeed = {
        tourId: `${t.code}${city.letter}`,
        name: t.name,
        brand: 'HAG',
        city,
        days: 0,
        hours: t.hours,
        departureTimes: [rng.pick(DAY_START_TIMES)],
        gbp: t.gbp,
        places: t.stops,
        interests: t.interests,
        teaser: t.teaser,
        itinerary: stopsItinerary(t.stops),
        seats: rng.pick([16, 24, 29]),
      };
      tours.push(tourFrom(base, rng));
      if (t.premium && cityCode === t.cities[0]) {
        tours.push(
          tourFrom(
            {
              ...base,
              tourId: `${base.tourId}X`,
              name: `${t.name} Small Group`,
              brand: 'HEX',
              gbp: Math.round(t.gbp * 1.3),
              seats: 16,
              departureTimes: ['08:30:00'],
            },
            rng,
          ),
        );
      }
    }
  }
  return tours;
}

/** Builds the 3 to 8 day tours (rooms, nights) from every listed city, plus premium versions. */
export function buildMultiDayTours(rng: Rng): Tour[] {
  const tours: Tour[] = [];
  for (const t of MULTI_DAY_TEMPLATES) {
    t.cities.forEach((cityCode, i) => {
      const city = CITIES[cityCode];
      const itinerary = t.itinerary.map(([title, places], day) => ({
        day: day + 1,
        name: `Day ${day + 1}: ${title}`,
        description: places.map(placeText).join(' '),
      }));
      const places = [...new Set(t.itinerary.flatMap(([, p]) => p))];
      const base: TourSeed = {
        tourId: i === 0 ? t.code : `${t.code}${city.letter}`,
        name: t.name,
        brand: 'HAG',
        city,
        days: t.days,
        hours: 0,
        departureTimes: ['08:30:00'],
        gbp: t.gbp,
        places,
        interests: t.interests,
        teaser: t.teaser,
        itinerary,
        seats: rng.pick([16, 24]),
      };
      tours.push(tourFrom(base, rng));
      if (t.premium && i === 0) {
        tours.push(
          tourFrom(
            {
              ...base,
              tourId: `${t.code}X`,
              name: `${t.name} Hotel Edition`,
              brand: 'HEX',
              gbp: Math.round(t.gbp * 1.45),
              seats: 16,
            },
            rng,
          ),
        );
      }
    });
  }
  return tours;
}

/** Builds the train tours IVW, IW3, IW9 and HIW, each with two departures a day. */
export function buildTrainTours(rng: Rng): Tour[] {
  return TRAIN_TEMPLATES.map((t) => {
    const tour = tourFrom(
      {
        tourId: t.tourId,
        name: t.name,
        brand: t.brand,
        city: CITIES.inverness,
        days: 0,
        hours: t.hours,
        departureTimes: ['07:45:00', '10:15:00'],
        gbp: t.gbp,
        places: t.stops,
        interests: ['rail'],
        teaser: t.teaser,
        itinerary: stopsItinerary(t.stops),
        seats: 24,
      },
      rng,
    );
    tour.returnTime = plusHours('10:15:00', t.hours);
    return tour;
  });
}

/** Builds the add-on products (ECO extras, the donation, accommodation nights, excursions). */
export function buildAddOns(rng: Rng): Tour[] {
  return ADD_ON_DEFS.map((a) => {
    const tour = tourFrom(
      {
        tourId: a.tourId,
        name: a.name,
        brand: a.brand,
        city: CITIES.edinburgh,
        days: 0,
        hours: a.hours,
        departureTimes: [a.hours > 0 ? '14:00:00' : '00:00:00'],
        gbp: a.gbp,
        places: a.places,
        interests: [],
        teaser: a.teaser,
        itinerary: [],
        seats: a.alwaysAvailable ? 999 : rng.pick([20, 30, 40]),
      },
      rng,
    );
    return {
      ...tour,
      productType: a.productType,
      listed: false,
      months: a.months,
      summerWeekdays: [1, 2, 3, 4, 5, 6, 7],
      winterWeekdays: [1, 2, 3, 4, 5, 6, 7],
      description: a.teaser,
      pickupRunId: null,
      preTour: a.preTourOffset > 0,
      preTourOffset: a.preTourOffset,
      postTour: a.postTourOffset > 0,
      postTourOffset: a.postTourOffset,
      alwaysAvailable: a.alwaysAvailable,
    };
  });
}
