import { addDays } from '../util/clock.js';
import type { Rng } from '../util/rng.js';
import type { DateRange, Tour } from './tour.js';

function seasonRanges(today: string, fromMonthDay: string, toMonthDay: string): DateRange[] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1].map((y) => ({ date_from: `${y}-${fromMonthDay}`, date_to: `${y}-${toMonthDay}` }));
}

/** Adds the add-on groups of a main tour: ECO add-ons and the donation for every tour, plus excursions and 3SU's accommodation. */
export function addOnGroupsFor(tour: Tour, today: string): Tour['addOnGroups'] {
  const groups: Tour['addOnGroups'] = [];
  if (tour.tourId === '3SU' || tour.tourId === '3SW') {
    groups.push({ name: 'Accommodation', dates: [], products: ['ACC1', 'ACC2'] });
  }
  if (tour.days >= 3) {
    const products = [
      ...(tour.places.includes('Loch Ness') ? ['LNC'] : []),
      ...(tour.places.includes('Portree') ? ['SKB'] : []),
      ...(tour.interests.includes('whisky') || tour.days >= 5 ? ['DST'] : []),
    ];
    if (products.length > 0) {
      groups.push({ name: 'Optional Excursions', dates: seasonRanges(today, '04-01', '10-31'), products });
    }
  }
  groups.push({ name: 'ECO add-ons', dates: [], products: ['ECO1', 'ECO2', 'ECO3'] });
  groups.push({ name: 'Help restore Scotland', dates: [], products: ['HRS'] });
  return groups;
}

/** Booking notes with date ranges relative to today (island ferries, steam train, winter daylight). */
export function bookingNotesFor(tour: Tour, today: string): Tour['bookingNotes'] {
  const notes: Tour['bookingNotes'] = [];
  if (tour.interests.includes('islands')) {
    notes.push({
      display_calendar: true,
      dates: { date_from: addDays(today, -10), date_to: addDays(today, 45) },
      notes:
        'Ferry timetables may change at short notice; your driver confirms the crossing time on the day.',
    });
  }
  if (tour.places.includes('Glenfinnan Viaduct')) {
    notes.push({
      display_calendar: true,
      dates: seasonRanges(today, '04-01', '10-31')[0]!,
      notes: 'The Jacobite steam train crosses the viaduct at about 10:45; timings are set by the railway.',
    });
  }
  if (tour.days === 0 && tour.hours >= 11) {
    notes.push({
      display_calendar: false,
      dates: seasonRanges(today, '11-01', '12-31')[0]!,
      notes: 'Winter daylight is short: some photo stops may be shortened.',
    });
  }
  return notes;
}

/** Operator reservation-system codes shown to agents. */
export function mappingCodesFor(tour: Tour, index: number): string[] {
  return [`${tour.brand}-${tour.tourId}`, `TTC${10400 + index * 7}`];
}

/** Decorates main tours in place: add-on groups, notes, mapping codes, and no pick-up run on a few tours. */
export function decorateTours(tours: Tour[], today: string, rng: Rng): void {
  tours.forEach((tour, index) => {
    tour.mappingCodes = mappingCodesFor(tour, index);
    if (tour.productType !== 'TOUR') return;
    tour.addOnGroups = addOnGroupsFor(tour, today);
    tour.bookingNotes = bookingNotesFor(tour, today);
    if (rng.chance(0.12)) tour.pickupRunId = null;
  });
}
