import { MONTH_NAMES } from '../util/clock.js';
import { CITIES } from './cities.js';
import type { Tour } from './tour.js';

/** A filter tag (provider shape). */
export interface TagDef {
  tag_id: number;
  name: string;
  tag_name: string;
  filter_name: string;
  agent_only?: boolean;
}

/** A filter with its tags. */
export interface FilterDef {
  name: string;
  filter_name: string;
  tags: TagDef[];
}

const INTERESTS: [string, string][] = [
  ['castles', 'Castles'],
  ['whisky', 'Whisky'],
  ['islands', 'Islands'],
  ['wildlife', 'Wildlife'],
  ['lochs', 'Lochs & Glens'],
  ['film', 'Film Locations'],
  ['rail', 'Rail Journeys'],
];

/** The twelve year-months (yyyymm) starting with today's month. */
export function monthsAhead(today: string): { year: number; month: number }[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, i) => {
    const m = month - 1 + i;
    return { year: year + Math.floor(m / 12), month: (m % 12) + 1 };
  });
}

/** Builds the filters: duration, departing city, month, brand and interest. Tag ids are stable per today. */
export function buildFilters(today: string): FilterDef[] {
  let id = 1;
  const tag = (name: string, tagName: string, filterName: string, agentOnly = false): TagDef => ({
    tag_id: id++,
    name,
    tag_name: tagName,
    filter_name: filterName,
    ...(agentOnly ? { agent_only: true } : {}),
  });
  return [
    {
      name: 'Duration',
      filter_name: 'duration',
      tags: [
        tag('Day Tours', '1', 'duration'),
        tag('3-8 Day Tours', '2-8', 'duration'),
        tag('2 to 10 Day Tours', '2-10', 'duration', true),
      ],
    },
    {
      name: 'Departing from',
      filter_name: 'departing',
      tags: Object.values(CITIES).map((c) => tag(c.name, c.code, 'departing')),
    },
    {
      name: 'Month',
      filter_name: 'month',
      tags: monthsAhead(today).map(({ year, month }) =>
        tag(`${MONTH_NAMES[month - 1]} ${year}`, `${year}${String(month).padStart(2, '0')}`, 'month'),
      ),
    },
    {
      name: 'Brand',
      filter_name: 'brand',
      tags: [tag('Haggis Adventures', 'hag', 'brand'), tag('Highland Explorer', 'highland', 'brand')],
    },
    {
      name: 'Interests',
      filter_name: 'interest',
      tags: INTERESTS.map(([code, name]) => tag(name, code, 'interest')),
    },
  ];
}

/** Tag names (filter_name:tag_name) a tour carries. */
export function tagKeysOf(tour: Tour, today: string): string[] {
  const keys = tour.days === 0 ? ['duration:1'] : ['duration:2-8', 'duration:2-10'];
  keys.push(`departing:${tour.city.code}`, `brand:${tour.brand === 'HAG' ? 'hag' : 'highland'}`);
  for (const interest of tour.interests) keys.push(`interest:${interest}`);
  for (const { year, month } of monthsAhead(today)) {
    if (tour.months === null || tour.months.includes(month))
      keys.push(`month:${year}${String(month).padStart(2, '0')}`);
  }
  return keys;
}
