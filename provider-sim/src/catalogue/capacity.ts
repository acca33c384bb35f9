import { addDays, dayNumber, fromDayNumber, weekday } from '../util/clock.js';
import { Rng, mixSeed } from '../util/rng.js';
import { monthsAhead } from './tags.js';
import type { Catalogue } from './catalogue.js';
import type { RoomType, Tour } from './tour.js';

/** A departure of a tour with its remaining capacity (mutable: bookings and cancellations change it). */
export interface Departure {
  tourId: string;
  /** Local date-time YYYY-MM-DDTHH:mm:ss. */
  start: string;
  end: string;
  /** -1 unavailable, 0 full, otherwise free seats. */
  freeSeats: number;
  onRequest: boolean;
  /** Free rooms per room type (a dorm "room" is a bed); null for tours without rooms. */
  rooms: Partial<Record<RoomType, number>> | null;
}

/** True when the tour departs on a date (YYYY-MM-DD) by its months and weekday schedule. */
export function runsOn(tour: Tour, date: string): boolean {
  const month = Number(date.slice(5, 7));
  if (tour.months !== null && !tour.months.includes(month)) return false;
  const summer = month >= 4 && month <= 10;
  return (summer ? tour.summerWeekdays : tour.winterWeekdays).includes(weekday(date));
}

/** Return time HH:mm:ss of a departure: start plus hours for day tours, else the tour's return time. */
function endTime(tour: Tour, start: string): string {
  if (tour.days > 0 || tour.hours === 0) return tour.returnTime;
  const [h, m] = start.split(':').map(Number) as [number, number];
  return `${String((h + tour.hours) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
}

function initialSeats(rng: Rng, tour: Tour): { freeSeats: number; onRequest: boolean } {
  if (tour.alwaysAvailable) return { freeSeats: tour.seats, onRequest: false };
  const r = rng.float();
  const freeSeats = r < 0.05 ? -1 : r < 0.13 ? 0 : r < 0.27 ? rng.int(1, 4) : rng.int(5, tour.seats);
  return { freeSeats, onRequest: freeSeats > 0 && rng.chance(0.04) };
}

function initialRooms(rng: Rng, tour: Tour, freeSeats: number): Departure['rooms'] {
  if (tour.roomTypes.length === 0) return null;
  const rooms: Partial<Record<RoomType, number>> = {};
  for (const rt of tour.roomTypes) rooms[rt] = freeSeats <= 0 ? 0 : rng.int(0, rt === 'dorm' ? 12 : 4);
  if (freeSeats > 0) rooms.twin = Math.max(1, rooms.twin ?? 0);
  return rooms;
}

/** Departures of every product from today to the end of the twelfth month, mutable, indexed for lookup. */
export class CapacityStore {
  private readonly byTour = new Map<string, Departure[]>();
  private readonly byKey = new Map<string, Departure>();

  /** Generates capacity deterministically from the seed. */
  constructor(catalogue: Catalogue, seed: number, today: string) {
    const months = monthsAhead(today);
    const last = months[months.length - 1]!;
    const endDay = dayNumber(
      addDays(`${last.year}-${String(last.month).padStart(2, '0')}-01`, 40).slice(0, 8) + '01',
    );
    for (const tour of catalogue.tours) {
      const rng = new Rng(mixSeed(seed, `capacity:${tour.tourId}`));
      const list: Departure[] = [];
      for (let day = dayNumber(today); day < endDay; day++) {
        const date = fromDayNumber(day);
        if (!runsOn(tour, date)) continue;
        for (const time of tour.departureTimes) {
          const { freeSeats, onRequest } = initialSeats(rng, tour);
          const dep: Departure = {
            tourId: tour.tourId,
            start: `${date}T${time}`,
            end: `${fromDayNumber(day + Math.max(0, tour.days - 1))}T${endTime(tour, time)}`,
            freeSeats,
            onRequest,
            rooms: initialRooms(rng, tour, freeSeats),
          };
          list.push(dep);
          this.byKey.set(`${tour.tourId}|${dep.start}`, dep);
        }
      }
      this.byTour.set(tour.tourId, list);
    }
  }

  /** Total number of departures held. */
  get size(): number {
    return this.byKey.size;
  }

  /** Departures of a tour with start dates between two YYYY-MM-DD dates (inclusive). */
  between(tourId: string, from: string, to: string): Departure[] {
    const list = this.byTour.get(tourId) ?? [];
    return list.filter((d) => d.start.slice(0, 10) >= from && d.start.slice(0, 10) <= to);
  }

  /** Departures of a tour in a month. */
  forMonth(tourId: string, year: number, month: number): Departure[] {
    const prefix = `${year}-${String(month).padStart(2, '0')}`;
    return (this.byTour.get(tourId) ?? []).filter((d) => d.start.startsWith(prefix));
  }

  /**
   * The departure for a date (YYYY-MM-DD: the first that day) or date-time
   * (YYYY-MM-DDTHH:mm[:ss]: that exact departure).
   */
  find(tourId: string, dateOrDateTime: string): Departure | undefined {
    if (dateOrDateTime.length > 10) {
      const full = dateOrDateTime.length === 16 ? `${dateOrDateTime}:00` : dateOrDateTime;
      return this.byKey.get(`${tourId}|${full}`);
    }
    return (this.byTour.get(tourId) ?? []).find((d) => d.start.startsWith(dateOrDateTime));
  }

  /** Every departure of a tour (chronological). */
  all(tourId: string): Departure[] {
    return this.byTour.get(tourId) ?? [];
  }
}
