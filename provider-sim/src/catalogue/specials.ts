import type { Tour } from './tour.js';

/**
 * Catalogue details that make the rules of the specification show up:
 * seasonal duplicates (same name up to a bracketed suffix, different price),
 * band-restricted and unbookable tours, sales-group variants.
 */

/** Seasonal duplicates: [source id, new id, suffix, months, price delta in GBP]. */
export const SEASONAL_DUPLICATES: [string, string, string, number[], number][] = [
  ['LNE', 'LNS', '(Summer)', [6, 7, 8], 8],
  ['SKI', 'SKS', '(Summer)', [5, 6, 7, 8, 9], -4],
  ['3SU', '3SW', '(Winter)', [11, 12, 1, 2, 3], -20],
];

/** Tours only agency band 2 may see. */
export const BAND_2_ONLY = ['ORIX', 'PWM'];

/** Tours priced 0 (unbookable online). */
export const UNBOOKABLE = ['CTA', 'GEG'];

/** Sales-group variants: parent id -> group name and [suffix, option name, GBP delta (null = price 0)]. */
export const SALES_GROUPS: Record<
  string,
  { group: string; description: string; variants: [string, string, number | null][] }
> = {
  LNE: {
    group: 'Loch Ness options',
    description: 'Choose how you want to see Loch Ness.',
    variants: [
      ['C', 'with Loch Ness cruise', 16],
      ['U', 'with Urquhart Castle entry', 12],
      ['V', 'VIP front seats', null],
    ],
  },
  SKI: {
    group: 'Skye options',
    description: 'Add a guided walk or a boat trip to your Skye day.',
    variants: [
      ['F', 'with Fairy Pools walk', 6],
      ['P', 'with private photographer', null],
    ],
  },
  ORI: {
    group: 'Orkney options',
    description: 'Upgrade your Orkney day.',
    variants: [['K', 'with St Magnus Cathedral guided visit', 10]],
  },
};

/** Makes a copy of a tour under a new id (used for duplicates and variants). */
export function cloneTour(tour: Tour, tourId: string, name: string, gbpPence: number): Tour {
  return { ...tour, tourId, name, gbpPence, mappingCodes: [], addOnGroups: [], bookingNotes: [] };
}

/** The band-2-only private tour added to the catalogue. */
export function privateWhiskyTour(template: Tour): Tour {
  return {
    ...cloneTour(template, 'PWM', 'Private Highland Whisky Masterclass', 14900),
    brand: 'HEX',
    teaser: 'A private masterclass with a master distiller, for our partner agencies only.',
    headline: 'A private masterclass with a master distiller, for our partner agencies only.',
    interests: ['whisky'],
    seats: 8,
  };
}
