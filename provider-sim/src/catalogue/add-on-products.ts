import type { Brand, ProductType } from './tour.js';

/** Definition of an add-on product (ECO extras, the donation, accommodation nights, excursions). */
export interface AddOnDef {
  tourId: string;
  name: string;
  productType: ProductType;
  brand: Brand;
  /** Adult price in whole GBP (all ages pay this times their age factor, donations flat). */
  gbp: number;
  hours: number;
  teaser: string;
  preTourOffset: number;
  postTourOffset: number;
  /** Months (1-12) the add-on runs; null for all year. */
  months: number[] | null;
  alwaysAvailable: boolean;
  places: string[];
}

/** The add-on products. ECO ids start with ECO; HRS is the 'Help restore Scotland' donation. */
export const ADD_ON_DEFS: AddOnDef[] = [
  {
    tourId: 'ECO1',
    name: 'ECO Carbon offset for your trip',
    productType: 'ADD_ON',
    brand: 'HAG',
    gbp: 3,
    hours: 0,
    teaser: 'Offset the carbon of your coach seat through Scottish peatland projects.',
    preTourOffset: 0,
    postTourOffset: 0,
    months: null,
    alwaysAvailable: true,
    places: [],
  },
  {
    tourId: 'ECO2',
    name: 'ECO Reusable water bottle',
    productType: 'ADD_ON',
    brand: 'HAG',
    gbp: 12,
    hours: 0,
    teaser: 'A steel bottle to refill from Highland springs, handed out on the coach.',
    preTourOffset: 0,
    postTourOffset: 0,
    months: null,
    alwaysAvailable: true,
    places: [],
  },
  {
    tourId: 'ECO3',
    name: 'ECO Native tree planting',
    productType: 'ADD_ON',
    brand: 'HEX',
    gbp: 8,
    hours: 0,
    teaser: 'We plant a native Scots pine in the Caledonian forest for you.',
    preTourOffset: 0,
    postTourOffset: 0,
    months: null,
    alwaysAvailable: true,
    places: [],
  },
  {
    tourId: 'HRS',
    name: 'Help restore Scotland: £5 donation',
    productType: 'DONATION',
    brand: 'HAG',
    gbp: 5,
    hours: 0,
    teaser: 'Help restore Scotland: every pound goes to rewilding projects in the Highlands.',
    preTourOffset: 0,
    postTourOffset: 0,
    months: null,
    alwaysAvailable: true,
    places: [],
  },
  {
    tourId: 'ACC1',
    name: 'Pre-tour night in Edinburgh (hostel twin)',
    productType: 'ADD_ON',
    brand: 'HAG',
    gbp: 39,
    hours: 0,
    teaser: 'Arrive the night before: a twin room near the Royal Mile.',
    preTourOffset: 1,
    postTourOffset: 0,
    months: null,
    alwaysAvailable: false,
    places: ['Edinburgh'],
  },
  {
    tourId: 'ACC2',
    name: 'Post-tour night in Edinburgh (hostel twin)',
    productType: 'ADD_ON',
    brand: 'HAG',
    gbp: 39,
    hours: 0,
    teaser: 'Stay on after the tour: a twin room near the Royal Mile.',
    preTourOffset: 0,
    postTourOffset: 3,
    months: null,
    alwaysAvailable: false,
    places: ['Edinburgh'],
  },
  {
    tourId: 'LNC',
    name: 'Loch Ness Cruise & Urquhart Castle',
    productType: 'ADD_ON',
    brand: 'HAG',
    gbp: 28,
    hours: 2,
    teaser: 'A one-hour cruise on Loch Ness with entry to Urquhart Castle.',
    preTourOffset: 0,
    postTourOffset: 1,
    months: [4, 5, 6, 7, 8, 9, 10],
    alwaysAvailable: false,
    places: ['Loch Ness', 'Urquhart Castle'],
  },
  {
    tourId: 'SKB',
    name: 'Skye Seal-Spotting Boat Trip',
    productType: 'ADD_ON',
    brand: 'HAG',
    gbp: 22,
    hours: 2,
    teaser: 'Sail from Portree to the seal colonies and sea eagle cliffs.',
    preTourOffset: 0,
    postTourOffset: 1,
    months: [4, 5, 6, 7, 8, 9],
    alwaysAvailable: false,
    places: ['Portree'],
  },
  {
    tourId: 'DST',
    name: 'Highland Distillery Tour & Tasting',
    productType: 'ADD_ON',
    brand: 'HEX',
    gbp: 18,
    hours: 2,
    teaser: 'A guided distillery tour with three drams (Adults only).',
    preTourOffset: 0,
    postTourOffset: 2,
    months: null,
    alwaysAvailable: false,
    places: ['Glenlivet'],
  },
];
