import type { City } from './cities.js';
import type { Interest } from './tour-templates.js';

/** Room-type codes (occupants): quad 4, triple 3, twin 2, double 2, single 1, family3 3, family4 4, dorm 1 bed. */
export const ROOM_TYPES = [
  'quad',
  'triple',
  'twin',
  'double',
  'single',
  'family3',
  'family4',
  'dorm',
] as const;

/** A room-type code. */
export type RoomType = (typeof ROOM_TYPES)[number];

/** Occupants per room of each type (a dorm "room" is one bed). */
export const ROOM_OCCUPANTS: Record<RoomType, number> = {
  quad: 4,
  triple: 3,
  twin: 2,
  double: 2,
  single: 1,
  family3: 3,
  family4: 4,
  dorm: 1,
};

/** Display names of the room types. */
export const ROOM_NAMES: Record<RoomType, string> = {
  quad: 'Quad room (4 people)',
  triple: 'Triple room (3 people)',
  twin: 'Twin room (2 people)',
  double: 'Double room (2 people)',
  single: 'Single room (1 person)',
  family3: 'Family room (3 people)',
  family4: 'Family room (4 people)',
  dorm: 'Dorm bed',
};

/** Passenger age categories. */
export const AGE_CATEGORIES = ['Adult', 'Child', 'Senior', 'Student'] as const;

/** An age-category name. */
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

/** Brand codes: HAG Haggis Adventures, HEX Highland Explorer. */
export type Brand = 'HAG' | 'HEX';

/** Display names of the brands. */
export const BRAND_NAMES: Record<Brand, string> = { HAG: 'Haggis Adventures', HEX: 'Highland Explorer' };

/** TOUR (main product), ADD_ON (optional extra) or DONATION ('Help restore Scotland'). */
export type ProductType = 'TOUR' | 'ADD_ON' | 'DONATION';

/** A date range, both ends YYYY-MM-DD inclusive. */
export interface DateRange {
  date_from: string;
  date_to: string;
}

/** An add-on group of a tour: name, allowed main-departure date ranges (empty = always) and add-on tour ids. */
export interface AddOnGroup {
  name: string;
  dates: DateRange[];
  products: string[];
}

/** A sales group: alternative products sold together (the first is the tour itself). */
export interface SalesGroupDef {
  displayName: string;
  displayDescription: string;
  groupName: string;
  products: string[];
}

/** A booking note shown on the calendar for a date range. */
export interface BookingNoteDef {
  display_calendar: boolean;
  dates: DateRange;
  notes: string;
}

/** The simulator's internal model of a product (tour, add-on or donation). */
export interface Tour {
  tourId: string;
  name: string;
  nameShort: string;
  brand: Brand;
  productType: ProductType;
  city: City;
  endCity: City;
  /** Whole days (0 for day tours). */
  days: number;
  /** Hours (day tours 8-12; 0 for multi-day). */
  hours: number;
  /** Departure times HH:mm:ss (two for train tours). */
  departureTimes: string[];
  /** Return time HH:mm:ss on the last day. */
  returnTime: string;
  /** ISO weekdays with departures from April to October, and from November to March. */
  summerWeekdays: number[];
  winterWeekdays: number[];
  /** Months (1-12) the tour runs in; null for all year. */
  months: number[] | null;
  /** Adult base price in pence (low season, dorm or no room); 0 = unbookable. */
  gbpPence: number;
  /** Room types offered (empty for tours without rooms). */
  roomTypes: RoomType[];
  /** Agency bands allowed to see the tour; null = everyone. */
  bandIds: number[] | null;
  /** Listed in product search (sales-group variants and add-ons are not). */
  listed: boolean;
  places: string[];
  interests: Interest[];
  teaser: string;
  headline: string;
  description: string;
  itinerary: { day: number; name: string; description: string }[];
  pickupRunId: number | null;
  /** Coach seats per departure. */
  seats: number;
  addOnGroups: AddOnGroup[];
  salesGroup: SalesGroupDef | null;
  preTour: boolean;
  preTourOffset: number;
  postTour: boolean;
  postTourOffset: number;
  mappingCodes: string[];
  bookingNotes: BookingNoteDef[];
  /** ECO and donation products: never limited by capacity. */
  alwaysAvailable: boolean;
}

/** Number of nights of a tour (days - 1, at least 0). */
export function nightsOf(tour: Tour): number {
  return Math.max(0, tour.days - 1);
}

/** True for tours sold with rooms (multi-day tours with room types). */
export function hasRooms(tour: Tour): boolean {
  return tour.roomTypes.length > 0;
}
