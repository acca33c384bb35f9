import type { Catalogue } from '../catalogue/catalogue.js';
import { runsOn } from '../catalogue/capacity.js';
import type { CapacityStore } from '../catalogue/capacity.js';
import type { Tour } from '../catalogue/tour.js';
import { AGENCY_SEEDS } from '../identity/agencies.js';
import type { AgencyRecord } from '../identity/identity-store.js';
import { dayNumber, fromDayNumber } from '../util/clock.js';
import type { CurrencyCode } from '../util/money.js';
import { Rng, mixSeed } from '../util/rng.js';
import { applyNettPayment, applyPayment, amountDue } from './apply-payment.js';
import type { BasketInput, StoredBooking } from './booking-types.js';
import { guestName } from './names.js';
import { priceBasket } from './price-basket.js';

/** Payment state of a seeded booking. */
export const enum PayState {
  None = 0,
  Deposit = 1,
  Full = 2,
  Cancelled = 3,
}

/** The compact facts of a seeded booking (what search filters on). */
export interface SeedCore {
  /** Index into the agency list, or -1 for a consumer booking. */
  agency: number;
  tour: Tour;
  departureDay: number;
  bookingDay: number;
  pax: number;
  payState: PayState;
  /** Index into the agency's contacts of the consultant who booked, or -1 for a consumer booking. */
  contact: number;
}

const CONSUMER_CURRENCIES: CurrencyCode[] = [
  'GBP',
  'GBP',
  'GBP',
  'USD',
  'USD',
  'EUR',
  'AUD',
  'CAD',
  'NZD',
  'ZAR',
];

/** Everything seeding needs. */
export interface SeedWorld {
  seed: number;
  today: string;
  catalogue: Catalogue;
  capacity: CapacityStore;
  agencies: AgencyRecord[];
  /** Bookable listed tours per agency index (-1 = consumer). */
  pools: Map<number, Tour[]>;
}

/** Bookable listed tours visible to each agency (and to consumers under -1). */
export function buildPools(catalogue: Catalogue, agencies: AgencyRecord[]): Map<number, Tour[]> {
  const pools = new Map<number, Tour[]>();
  const bookable = (band: number | null) => catalogue.listedFor(band).filter((t) => t.gbpPence > 0);
  pools.set(-1, bookable(null));
  agencies.forEach((a, i) => pools.set(i, bookable(a.band_id)));
  return pools;
}

function rngFor(world: SeedWorld, index: number): Rng {
  return new Rng(mixSeed(world.seed, `booking:${index}`));
}

/** Draws the compact facts of seeded booking `index` (past 12 months to next 6 months of departures). */
export function seedCore(world: SeedWorld, index: number, rng = rngFor(world, index)): SeedCore {
  const agency = rng.chance(0.3) ? -1 : rng.int(0, world.agencies.length - 1);
  const pool = world.pools.get(agency)!;
  const tour = rng.pick(pool);
  const todayDay = dayNumber(world.today);
  let departureDay = todayDay + rng.int(-365, 183);
  for (let i = 0; i < 7 && !runsOn(tour, fromDayNumber(departureDay)); i++) departureDay++;
  const bookingDay = Math.min(todayDay, departureDay - rng.int(1, 120));
  const pax = rng.pick([1, 2, 2, 2, 3, 4]);
  const future = departureDay >= todayDay;
  const r = rng.float();
  const payState =
    r < 0.06
      ? PayState.Cancelled
      : !future
        ? PayState.Full
        : r < 0.2
          ? PayState.None
          : r < 0.45 && tour.days > 0
            ? PayState.Deposit
            : PayState.Full;
  return {
    agency,
    tour,
    departureDay,
    bookingDay,
    pax,
    payState,
    contact: seededContact(world, index, agency),
  };
}

/**
 * The consultant of seeded booking `index` of agency `agency` (an index into its seeded contacts), from a stream
 * of its own so that searches can sort by consultant without materialising bookings.
 */
function seededContact(world: SeedWorld, index: number, agency: number): number {
  if (agency < 0) return -1;
  // Only the seeded contacts: consultants created at run time never appear in the history.
  const code = world.agencies[agency]!.code;
  const contacts = AGENCY_SEEDS.find((a) => a.code === code)!.contacts.length;
  return new Rng(mixSeed(world.seed, `contact:${index}`)).int(0, contacts - 1);
}

/** The consultant's name ('First Second') of a seeded booking's facts, or null for a consumer booking. */
export function seededConsultantName(world: SeedWorld, agency: number, contact: number): string | null {
  const person = agency >= 0 ? world.agencies[agency]!.contacts[contact] : undefined;
  return person ? `${person.first_name} ${person.second_name}` : null;
}

/** The agent reference (your_reference) of seeded booking `index` of agency `agency`, or null for consumers. */
export function seededReference(world: SeedWorld, index: number, agency: number): string | null {
  const code = agency >= 0 ? world.agencies[agency]!.code : null;
  return code ? `${code.slice(0, 3)}-${String(100000 + index).slice(-6)}` : null;
}

function roomsFor(tour: Tour, pax: number): BasketInput['trips'][number]['rooms'] {
  if (tour.roomTypes.length === 0) return undefined;
  const type = pax === 1 ? 'single' : pax === 2 ? 'double' : pax === 3 ? 'triple' : 'quad';
  const roomType = tour.roomTypes.includes(type) ? type : 'twin';
  if (roomType === 'twin' && pax > 2)
    return [
      { room_type: 'twin', passenger_links: [0, 1] },
      { room_type: 'twin', passenger_links: Array.from({ length: pax - 2 }, (_, i) => i + 2) },
    ];
  return [{ room_type: roomType, passenger_links: Array.from({ length: pax }, (_, i) => i) }];
}

/** The lead guest's name of seeded booking `index`. */
export function seededLeadName(world: SeedWorld, index: number): string {
  const n = guestName(world.seed, index, 0);
  return `${n.first} ${n.family}`;
}

/** Builds the full record of seeded booking `index` with id `id` (deterministic). */
export function materialiseSeeded(world: SeedWorld, index: number, id: number): StoredBooking {
  const rng = rngFor(world, index);
  const core = seedCore(world, index, rng);
  const agency = core.agency >= 0 ? world.agencies[core.agency] : undefined;
  const currency = agency ? agency.currency : rng.pick(CONSUMER_CURRENCIES);
  const departure = fromDayNumber(core.departureDay);
  const ages = [
    'Adult',
    ...Array.from({ length: core.pax - 1 }, () =>
      rng.pick(['Adult', 'Adult', 'Child', 'Senior', 'Student'] as const),
    ),
  ] as const;
  const passengers = ages.map((age, p) => {
    const n = guestName(world.seed, index, p);
    return {
      passenger_identifier: `${id}-P${p + 1}`,
      age_category: age,
      first_name: n.first,
      family_name: n.family,
      email: p === 0 ? `${n.first}.${n.family}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '') : null,
      telephone_number: p === 0 ? `7700 9${String(index % 100000).padStart(5, '0')}` : null,
      post_code: p === 0 ? rng.pick(['EH1 1YZ', 'G2 3AB', '2000', '10001', 'SW1A 1AA', '3000']) : null,
    };
  });
  const basket: BasketInput = {
    booking_information: { iso_currency_code: currency },
    trips: [
      {
        tour_id: core.tour.tourId,
        departure_date: departure,
        rooms: roomsFor(core.tour, core.pax),
        promo_code: rng.chance(0.08) ? 'HIGHLAND10' : null,
      },
    ],
    passengers,
  };
  const priced = priceBasket(
    basket,
    {
      catalogue: world.catalogue,
      capacity: world.capacity,
      today: world.today,
      band: agency?.band_id ?? null,
      commissionPercent: agency?.commissionPercent ?? 0,
      checkCapacity: false,
    },
    id,
  );
  const bookingDate = `${fromDayNumber(core.bookingDay)}T${String(rng.int(8, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00`;
  const booking: StoredBooking = {
    id,
    appId: agency ? agency.band_app_id : 'consumer',
    agencyCode: agency?.code ?? null,
    contactName: seededConsultantName(world, core.agency, core.contact),
    yourReference: seededReference(world, index, core.agency),
    sessionId: `seed-${index}`,
    bookingReference: `BR${id}${String(mixSeed(world.seed, id) >>> 0).slice(-4)}`,
    bookingDate,
    currency,
    trips: priced.trips,
    passengers,
    notes: rng.chance(0.1) ? [{ type: 'Dietary', note: 'Vegetarian meals please.' }] : [],
    payments: [],
    confirmed: false,
    paymentMethod: null,
    agentReference: null,
    agentView: agency !== undefined,
  };
  settleSeeded(booking, core, world, rng);
  return booking;
}

/**
 * Pays or cancels a seeded booking as its facts say: half of an agency's payments by its own non-card method (nett
 * for a nett method, so the ledger holds the cash and the commission kept), the others by card.
 */
function settleSeeded(booking: StoredBooking, core: SeedCore, world: SeedWorld, rng: Rng): void {
  const paidAt = `${fromDayNumber(core.bookingDay)}T12:00:00`;
  const agencyMethod = world.agencies[core.agency]?.paymentMethods.find((m) => m.method !== 'CC');
  const pay = (deposit: boolean) => {
    const bookingToday = fromDayNumber(core.bookingDay);
    const amount = amountDue(booking, deposit, world.catalogue, bookingToday);
    const method = booking.agencyCode && rng.chance(0.5) ? agencyMethod : undefined;
    const record = {
      paymentId: `PAY-S${booking.id}`,
      method: method?.method ?? 'CC',
      paidAt,
      reference: `TXN-S${booking.id}`,
      deposit,
    };
    if (method?.nett_gross === 'N') applyNettPayment(booking, record, world.catalogue, bookingToday);
    else applyPayment(booking, { ...record, amount, fee: 0 }, world.catalogue, bookingToday);
  };
  if (core.payState === PayState.Full) pay(false);
  if (core.payState === PayState.Deposit) pay(true);
  if (core.payState === PayState.Cancelled) {
    for (const p of booking.trips.flatMap((t) => t.passengers)) p.cancelled = true;
  }
}
