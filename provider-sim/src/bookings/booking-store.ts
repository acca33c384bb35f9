import { dayNumber } from '../util/clock.js';
import { bookingStatus, leadGuestName, outstandingOf } from './booking-status.js';
import type { BookingStatus } from './booking-status.js';
import type { StoredBooking } from './booking-types.js';
import {
  PayState,
  materialiseSeeded,
  seedCore,
  seededConsultantName,
  seededLeadName,
  seededReference,
} from './seeded-history.js';
import type { SeedWorld } from './seeded-history.js';

/** Filters of a booking search; undefined fields do not filter. Dates YYYY-MM-DD inclusive. */
export interface BookingFilter {
  /** Agency code, or null for consumer bookings only. */
  agencyCode?: string | null;
  appId?: string;
  groupBookingId?: number;
  yourReference?: string;
  leadGuest?: string;
  status?: BookingStatus;
  departureFrom?: string;
  departureTo?: string;
  bookingFrom?: string;
  bookingTo?: string;
  tourId?: string;
  /** True: only bookings with something outstanding (assumed `balance_due`). */
  balanceDue?: boolean;
}

/** A column a search can order by (the provider's `sort_by`). */
export type BookingSortField =
  | 'departure_date'
  | 'group_booking_id'
  | 'your_reference'
  | 'lead_guest'
  | 'booking_date'
  | 'consultant'
  | 'status';

/** The order of a search: a column and a direction; ties are ordered by booking id in the same direction. */
export interface BookingSort {
  by: BookingSortField;
  order: 'asc' | 'desc';
}

/** The order of a search that asks for none: newest departure first. */
export const DEFAULT_BOOKING_SORT: BookingSort = { by: 'departure_date', order: 'desc' };

/** Text columns compare case- and accent-insensitively, numbers inside them by value. */
const TEXT_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The first id of the seeded history; new bookings continue after the last seeded id. */
export const FIRST_SEEDED_ID = 200001;

const STATUS_OF: Record<PayState, BookingStatus> = {
  [PayState.None]: 'ON_HOLD',
  [PayState.Deposit]: 'CONFIRMED',
  [PayState.Full]: 'CONFIRMED',
  [PayState.Cancelled]: 'CANCELLED',
};
const STATUS_CODES: BookingStatus[] = ['ON_HOLD', 'CONFIRMED', 'CANCELLED'];

interface Facts {
  agencyCode: string | null;
  appId: string;
  departureDay: number;
  bookingDay: number;
  status: BookingStatus;
  tourId: string;
}

/**
 * Every booking. The seeded history lives in compact typed columns (a few bytes per booking) and
 * is materialised on demand from its seed; bookings created or changed at run time live as full records.
 */
export class BookingStore {
  private readonly live = new Map<number, StoredBooking>();
  private readonly agency: Int8Array;
  private readonly departureDay: Int32Array;
  private readonly bookingDay: Int32Array;
  private readonly status: Uint8Array;
  private readonly tourIndex: Uint16Array;
  private readonly contact: Int8Array;
  private nextNewId: number;

  constructor(
    private readonly world: SeedWorld,
    readonly seededCount: number,
  ) {
    this.agency = new Int8Array(seededCount);
    this.departureDay = new Int32Array(seededCount);
    this.bookingDay = new Int32Array(seededCount);
    this.status = new Uint8Array(seededCount);
    this.tourIndex = new Uint16Array(seededCount);
    this.contact = new Int8Array(seededCount);
    const tourIdx = new Map(world.catalogue.tours.map((t, i) => [t.tourId, i]));
    for (let i = 0; i < seededCount; i++) {
      const core = seedCore(world, i);
      this.agency[i] = core.agency;
      this.departureDay[i] = core.departureDay;
      this.bookingDay[i] = core.bookingDay;
      this.status[i] = STATUS_CODES.indexOf(STATUS_OF[core.payState]);
      this.tourIndex[i] = tourIdx.get(core.tour.tourId) ?? 0;
      this.contact[i] = core.contact;
    }
    this.nextNewId = FIRST_SEEDED_ID + seededCount;
  }

  /** Total bookings (seeded plus created). */
  get size(): number {
    return this.nextNewId - FIRST_SEEDED_ID;
  }

  /** The id the next created booking will get (not reserved). */
  peekNextId(): number {
    return this.nextNewId;
  }

  /** Reserves the id of a new booking. */
  nextId(): number {
    return this.nextNewId++;
  }

  /** Stores a created booking. */
  add(booking: StoredBooking): void {
    this.live.set(booking.id, booking);
  }

  /** The booking record (materialising a seeded one and keeping it, so changes persist), or undefined. */
  get(id: number): StoredBooking | undefined {
    const live = this.live.get(id);
    if (live) return live;
    const index = id - FIRST_SEEDED_ID;
    if (index < 0 || index >= this.seededCount) return undefined;
    const booking = materialiseSeeded(this.world, index, id);
    this.live.set(id, booking);
    return booking;
  }

  /** A booking record for reading only (not kept when seeded and unchanged). */
  peek(id: number): StoredBooking | undefined {
    const live = this.live.get(id);
    if (live) return live;
    const index = id - FIRST_SEEDED_ID;
    return index >= 0 && index < this.seededCount ? materialiseSeeded(this.world, index, id) : undefined;
  }

  private facts(id: number): Facts {
    const live = this.live.get(id);
    if (live) {
      const first = live.trips.find((t) => !t.isAddOn) ?? live.trips[0];
      return {
        agencyCode: live.agencyCode,
        appId: live.appId,
        departureDay: first ? dayNumber(first.departure) : 0,
        bookingDay: dayNumber(live.bookingDate),
        status: bookingStatus(live),
        tourId: first?.tourId ?? '',
      };
    }
    const i = id - FIRST_SEEDED_ID;
    const a = this.agency[i]!;
    const agency = a >= 0 ? this.world.agencies[a] : undefined;
    return {
      agencyCode: agency?.code ?? null,
      appId: agency?.band_app_id ?? 'consumer',
      departureDay: this.departureDay[i]!,
      bookingDay: this.bookingDay[i]!,
      status: STATUS_CODES[this.status[i]!]!,
      tourId: this.world.catalogue.tours[this.tourIndex[i]!]!.tourId,
    };
  }

  /** A text column of a booking, read from its columns (seeded) or its record (created or changed). */
  private text(id: number, field: 'your_reference' | 'lead_guest' | 'consultant'): string {
    const live = this.live.get(id);
    if (live) {
      if (field === 'lead_guest') return leadGuestName(live);
      return (field === 'your_reference' ? live.yourReference : live.contactName) ?? '';
    }
    const index = id - FIRST_SEEDED_ID;
    const agency = this.agency[index]!;
    if (field === 'lead_guest') return seededLeadName(this.world, index);
    if (field === 'your_reference') return seededReference(this.world, index, agency) ?? '';
    return seededConsultantName(this.world, agency, this.contact[index]!) ?? '';
  }

  private matchesText(id: number, filter: BookingFilter): boolean {
    const contains = (field: 'your_reference' | 'lead_guest', part: string) =>
      this.text(id, field).toLowerCase().includes(part.toLowerCase());
    if (filter.leadGuest !== undefined && !contains('lead_guest', filter.leadGuest)) return false;
    return filter.yourReference === undefined || contains('your_reference', filter.yourReference);
  }

  /** The value a search orders booking `id` by. */
  private sortKey(id: number, by: BookingSortField): number | string {
    switch (by) {
      case 'departure_date':
        return this.facts(id).departureDay;
      case 'booking_date':
        return this.facts(id).bookingDay;
      case 'status':
        return this.facts(id).status;
      case 'group_booking_id':
        return id;
      default:
        return this.text(id, by);
    }
  }

  private matches(id: number, f: BookingFilter): boolean {
    const facts = this.facts(id);
    if (f.agencyCode !== undefined && facts.agencyCode !== f.agencyCode) return false;
    if (f.appId !== undefined && facts.appId !== f.appId) return false;
    if (f.status !== undefined && facts.status !== f.status) return false;
    if (f.tourId !== undefined && facts.tourId !== f.tourId) return false;
    if (f.departureFrom !== undefined && facts.departureDay < dayNumber(f.departureFrom)) return false;
    if (f.departureTo !== undefined && facts.departureDay > dayNumber(f.departureTo)) return false;
    if (f.bookingFrom !== undefined && facts.bookingDay < dayNumber(f.bookingFrom)) return false;
    if (f.bookingTo !== undefined && facts.bookingDay > dayNumber(f.bookingTo)) return false;
    if (!this.matchesText(id, f)) return false;
    return f.balanceDue !== true || this.hasOutstanding(id);
  }

  /** True when a booking's places owe something (the totals' `outstanding` above 0). */
  private hasOutstanding(id: number): boolean {
    const booking = this.peek(id);
    return booking !== undefined && booking.trips.some((t) => t.passengers.some((p) => outstandingOf(p) > 0));
  }

  /** True for a seeded booking id or one created since start. */
  private exists(id: number): boolean {
    if (!Number.isInteger(id) || id < FIRST_SEEDED_ID || id >= this.nextNewId) return false;
    return id - FIRST_SEEDED_ID < this.seededCount || this.live.has(id);
  }

  /**
   * Ids matching a filter in the order asked (newest departure first by default; ties by id in the same
   * direction), with one page of records.
   */
  search(
    filter: BookingFilter,
    page: number,
    pageSize: number,
    sort: BookingSort = DEFAULT_BOOKING_SORT,
  ): { total: number; items: StoredBooking[] } {
    const ids: number[] = [];
    if (filter.groupBookingId !== undefined) {
      if (this.exists(filter.groupBookingId) && this.matches(filter.groupBookingId, filter))
        ids.push(filter.groupBookingId);
    } else {
      for (let id = FIRST_SEEDED_ID; id < this.nextNewId; id++) {
        if (this.exists(id) && this.matches(id, filter)) ids.push(id);
      }
    }
    const keys = new Map(ids.map((id) => [id, this.sortKey(id, sort.by)]));
    const sign = sort.order === 'asc' ? 1 : -1;
    const compare = (a: number | string, b: number | string) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : TEXT_ORDER.compare(String(a), String(b));
    ids.sort((a, b) => sign * (compare(keys.get(a)!, keys.get(b)!) || a - b));
    const items = ids.slice((page - 1) * pageSize, page * pageSize).map((id) => this.peek(id)!);
    return { total: ids.length, items };
  }
}
