import { describe, expect, it } from 'vitest';
import {
  availabilityStatus,
  buildMonthGrid,
  calendarDayAvailability,
  calendarDayFigures,
  calendarDayName,
  calendarDayPrice,
  calendarDayState,
  departureCapacity,
  departureDayName,
  isDateSelectable,
  isDepartureOnSale,
  monthNavigation,
  selectCalendarRange,
  toursByDepartureDay,
  toursOnDayLabel,
} from '../src/calendar.js';

const day = (capacity: number, fromPriceMinor: number | null = 5000, includesSelectedTour = true) => ({
  capacity,
  fromPriceMinor,
  includesSelectedTour,
});

describe('calendar day states (seed 001 §4)', () => {
  it('is unavailable when capacity is -1 or price under 1', () => {
    expect(calendarDayState(day(-1))).toBe('UNAVAILABLE');
    expect(calendarDayState(day(10, 99))).toBe('UNAVAILABLE');
    expect(calendarDayState(day(10, null))).toBe('UNAVAILABLE');
    expect(calendarDayState(day(10, 100))).toBe('SELECTABLE');
  });
  it('is full at capacity 0 or when the day lacks the selected tour', () => {
    expect(calendarDayState(day(0))).toBe('FULL');
    expect(calendarDayState(day(20, 5000, false))).toBe('FULL');
  });
  it('is almost full at capacity 4 or less, otherwise selectable', () => {
    expect(calendarDayState(day(4))).toBe('ALMOST_FULL');
    expect(calendarDayState(day(1))).toBe('ALMOST_FULL');
    expect(calendarDayState(day(5))).toBe('SELECTABLE');
  });
  it('maps to OCTO availability and keeps the on-request flag', () => {
    expect(availabilityStatus('UNAVAILABLE')).toBe('CLOSED');
    expect(availabilityStatus('FULL')).toBe('SOLD_OUT');
    expect(availabilityStatus('ALMOST_FULL')).toBe('LIMITED');
    expect(availabilityStatus('SELECTABLE')).toBe('AVAILABLE');
    expect(calendarDayAvailability({ ...day(3), onRequest: true })).toEqual({
      state: 'ALMOST_FULL',
      status: 'LIMITED',
      onRequest: true,
      seatLabel: 'Last seats',
    });
  });
  it('shows the seat label of every day but an unavailable one (seed 001 §9 Seat labels)', () => {
    expect(calendarDayAvailability(day(0)).seatLabel).toBe('Full');
    expect(calendarDayAvailability(day(5)).seatLabel).toBe('5 left');
    expect(calendarDayAvailability(day(20)).seatLabel).toBe('5 +');
    expect(calendarDayAvailability(day(20, 50)).seatLabel).toBeNull();
    expect(calendarDayAvailability(day(-1)).seatLabel).toBeNull();
  });
});

describe('date selectable for the passenger count (seed 001 §5 Passengers and dates)', () => {
  it('requires passengers not to exceed capacity and the day not to be full', () => {
    expect(isDateSelectable(day(3), 3)).toBe(true);
    expect(isDateSelectable(day(3), 4)).toBe(false);
    expect(isDateSelectable(day(0), 0)).toBe(false);
    expect(isDateSelectable(day(-1), 0)).toBe(false);
    expect(isDateSelectable(day(20, 5000, false), 1)).toBe(false);
  });
  it("labels '1 Tour' / 'n Tours' (seed 001 §2)", () => {
    expect(toursOnDayLabel(1)).toBe('1 Tour');
    expect(toursOnDayLabel(3)).toBe('3 Tours');
  });
});

describe('month grid: Monday-first whole weeks (seed 001 §2 Calendar panel, §9)', () => {
  it('builds June 2025 (starts on a Sunday)', () => {
    const weeks = buildMonthGrid(2025, 6, '2025-06-10');
    expect(weeks).toHaveLength(6);
    const first = weeks[0]?.days[0];
    expect(first).toMatchObject({ date: '2025-05-26', number: 26, name: 'Monday', isCurrentMonth: false });
    expect(weeks[0]?.days[6]).toMatchObject({ date: '2025-06-01', isCurrentMonth: true, name: 'Sunday' });
    expect(weeks.at(-1)?.days.at(-1)).toMatchObject({ date: '2025-07-06', isCurrentMonth: false });
    const today = weeks.flatMap((w) => w.days).filter((d) => d.isToday);
    expect(today.map((d) => d.date)).toEqual(['2025-06-10']);
    expect(weeks.every((w) => w.days.length === 7)).toBe(true);
  });
  it('marks the days before today as past: none of them can be available', () => {
    const days = buildMonthGrid(2025, 6, '2025-06-10').flatMap((w) => w.days);
    expect(days.filter((d) => d.isCurrentMonth && d.isPast).map((d) => d.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(days.find((d) => d.date === '2025-06-10')?.isPast).toBe(false);
  });
  it('has no leading days when the month starts on Monday', () => {
    const weeks = buildMonthGrid(2025, 9, '2000-01-01');
    expect(weeks[0]?.days[0]?.date).toBe('2025-09-01');
    expect(weeks.flatMap((w) => w.days).some((d) => d.isToday)).toBe(false);
  });
  it('handles the clock change in March (Europe/London)', () => {
    const dates = buildMonthGrid(2025, 3, '2025-03-30').flatMap((w) => w.days.map((d) => d.date));
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toContain('2025-03-30');
    expect(dates).toContain('2025-03-31');
  });
});

describe('month navigation disabled at first and last month (seed 001 §2)', () => {
  const months = [
    { year: 2025, month: 12 },
    { year: 2025, month: 10 },
    { year: 2026, month: 1 },
  ];
  it('finds neighbours', () => {
    expect(monthNavigation({ year: 2025, month: 12 }, months)).toEqual({
      previous: { year: 2025, month: 10 },
      next: { year: 2026, month: 1 },
    });
    expect(monthNavigation({ year: 2025, month: 10 }, months).previous).toBeNull();
    expect(monthNavigation({ year: 2026, month: 1 }, months).next).toBeNull();
  });
});

describe('calendar date range selection (seed 001 §4 Search and filters)', () => {
  it('sets start, then end, swapping an earlier day', () => {
    let r = selectCalendarRange({ from: null, to: null }, '2025-06-10');
    expect(r).toEqual({ from: '2025-06-10', to: null });
    expect(selectCalendarRange(r, '2025-06-12')).toEqual({ from: '2025-06-10', to: '2025-06-12' });
    r = selectCalendarRange(r, '2025-06-05');
    expect(r).toEqual({ from: '2025-06-05', to: '2025-06-10' });
    expect(selectCalendarRange(r, '2025-07-01')).toEqual({ from: '2025-07-01', to: null });
  });
});

describe('calendar day names: date, state and seats (seed 001 §4 day states, §9 seat labels; WAI-ARIA date grid)', () => {
  const base = {
    date: '2026-11-25',
    status: 'LIMITED' as const,
    freeSeats: 4,
    selectable: true,
    partySize: 1,
    selected: false,
  };
  it('names the date and the seats left', () => {
    expect(calendarDayName(base)).toBe('Wednesday 25 November 2026, 4 seats left');
    expect(calendarDayName({ ...base, freeSeats: 1 })).toBe('Wednesday 25 November 2026, 1 seat left');
    expect(calendarDayName({ ...base, status: 'AVAILABLE', freeSeats: 12 })).toBe(
      'Wednesday 25 November 2026, more than 5 seats left',
    );
  });
  it('says full, not available, too few for the party and selected', () => {
    expect(calendarDayName({ ...base, status: 'SOLD_OUT', freeSeats: 0, selectable: false })).toBe(
      'Wednesday 25 November 2026, full',
    );
    expect(calendarDayName({ ...base, status: 'CLOSED', freeSeats: -1, selectable: false })).toBe(
      'Wednesday 25 November 2026, not available',
    );
    expect(calendarDayName({ ...base, selectable: false, partySize: 5 })).toBe(
      'Wednesday 25 November 2026, 4 seats left, too few for 5 passengers',
    );
    expect(calendarDayName({ ...base, selected: true })).toBe(
      'Wednesday 25 November 2026, 4 seats left, selected',
    );
  });
  it('says the price of a bookable day (seed 001 §3 Calendar day fromPrice, capacity product_currencies)', () => {
    expect(calendarDayName({ ...base, fromPrice: '£56.00', selected: true })).toBe(
      'Wednesday 25 November 2026, 4 seats left, from £56.00 per person, selected',
    );
  });
});

describe('calendar day prices (seed 001 §3 Calendar day fromPrice, §3 capacity record product_currencies)', () => {
  const price = { amountMinor: 5600, currency: 'GBP' };
  it('a bookable day shows its lowest price; a day the party cannot book shows none', () => {
    expect(calendarDayPrice({ selectable: true, fromPrice: price })).toBe(price);
    expect(calendarDayPrice({ selectable: false, fromPrice: price })).toBeNull();
  });
  it('a day without a price in the capacity answer shows none', () => {
    expect(calendarDayPrice({ selectable: true, fromPrice: null })).toBeNull();
  });
});

describe("Dates panel day names carry the tour count (seed 001 §2 Calendar panel '1 Tour' or 'n Tours')", () => {
  it('says the date and its count in words', () => {
    expect(departureDayName({ date: '2026-11-27', tourCount: 31 })).toBe('Friday 27 November 2026, 31 tours');
    expect(departureDayName({ date: '2026-11-28', tourCount: 1 })).toBe('Saturday 28 November 2026, 1 tour');
    expect(departureDayName({ date: '2026-11-01', tourCount: 0 })).toBe('Sunday 1 November 2026, no tours');
  });
});

describe("a calendar day from its departures (seed 001 §3 Calendar day 'totalCapacity, fromPrice, toPrice, isOnRequest', §4, §9)", () => {
  const departure = (
    freeSeats: number,
    adult: number[],
    extra: { roomType?: string; ageCategory: string; amountMinor: number }[] = [],
    onRequest = false,
  ) => ({
    freeSeats,
    onRequest,
    amounts: [
      ...adult.map((amountMinor) => ({ roomType: 'twin', ageCategory: 'Adult', amountMinor })),
      ...extra,
    ],
  });

  it('is unavailable (capacity -1, no prices) without departures', () => {
    const day = calendarDayFigures([]);
    expect(day).toEqual({ capacity: -1, fromPriceMinor: null, toPriceMinor: null });
    expect(calendarDayState(day)).toBe('UNAVAILABLE');
  });
  it("takes the best departure's seats, the lowest bookable and highest Adult prices", () => {
    const day = calendarDayFigures([
      departure(0, [9_900]),
      departure(6, [12_500, 15_000]),
      departure(2, [13_000]),
    ]);
    expect(day).toEqual({ capacity: 6, fromPriceMinor: 12_500, toPriceMinor: 15_000, onRequest: false });
    expect(calendarDayState(day)).toBe('SELECTABLE');
  });
  it("still shows a full day's prices, and reads Adult in any case", () => {
    const day = calendarDayFigures([
      departure(
        0,
        [],
        [
          { roomType: 'twin', ageCategory: 'ADULT', amountMinor: 8_000 },
          { ageCategory: 'Child', amountMinor: 50_000 },
        ],
      ),
    ]);
    expect(day).toMatchObject({ capacity: 0, fromPriceMinor: 8_000, toPriceMinor: 8_000 });
    expect(calendarDayState(day)).toBe('FULL');
  });
  it("leaves dorms out of the 'from' price when configured, never out of the 'to' price", () => {
    const day = calendarDayFigures(
      [departure(8, [20_000], [{ roomType: 'dorm', ageCategory: 'Adult', amountMinor: 5_000 }])],
      {
        excludeDorm: true,
      },
    );
    expect(day).toMatchObject({ fromPriceMinor: 20_000, toPriceMinor: 20_000 });
    expect(
      calendarDayFigures([
        departure(8, [20_000], [{ roomType: 'dorm', ageCategory: 'Adult', amountMinor: 5_000 }]),
      ]).fromPriceMinor,
    ).toBe(5_000);
  });
  it('is on request when any departure is, and without prices when none is above 0', () => {
    expect(calendarDayFigures([departure(5, [0]), departure(3, [], [], true)])).toEqual({
      capacity: 5,
      fromPriceMinor: null,
      toPriceMinor: null,
      onRequest: true,
    });
  });
});

describe('one departure of a day on its own (seed 001 §4 Calendar day states)', () => {
  it("has the departure's seats, lowest Adult price above 0 and on-request flag", () => {
    const capacity = departureCapacity({
      freeSeats: 3,
      onRequest: true,
      amounts: [
        { roomType: 'dorm', ageCategory: 'Adult', amountMinor: 4_000 },
        { roomType: 'twin', ageCategory: 'Adult', amountMinor: 0 },
        { roomType: 'twin', ageCategory: 'Child', amountMinor: 1_000 },
      ],
    });
    expect(capacity).toEqual({ capacity: 3, fromPriceMinor: 4_000, onRequest: true });
    expect(calendarDayAvailability(capacity)).toEqual({
      state: 'ALMOST_FULL',
      status: 'LIMITED',
      onRequest: true,
      seatLabel: 'Last seats',
    });
    expect(departureCapacity({ freeSeats: 9, onRequest: false, amounts: [] }).fromPriceMinor).toBeNull();
  });
});

describe("the Dates panel's tours per day: each tour once a day, unknown capacity left out, namesakes de-duplicated per day (seed 001 §2 Calendar panel, §4 Calendar day states, §9)", () => {
  const tour = (tourId: string, name: string, fromPriceMinor: number, departures: [string, number][]) => ({
    tourId,
    name,
    duration: { days: 1, hours: 0 },
    fromPriceMinor,
    departures: departures.map(([startDateTime, freeSeats]) => ({ startDateTime, freeSeats })),
  });
  const ids = (byDay: Map<string, { tourId: string }[]>) =>
    Object.fromEntries([...byDay].map(([day, tours]) => [day, tours.map((t) => t.tourId)]));

  it('counts a tour once on a day it departs twice, and leaves out a departure of capacity -1', () => {
    const byDay = toursByDepartureDay([
      tour('3SU', 'Isle of Skye', 9900, [
        ['2027-05-01T08:00:00', 12],
        ['2027-05-01T14:00:00', 0],
        ['2027-05-02T08:00:00', -1],
      ]),
      tour('LNE', 'Loch Ness', 5900, [['2027-05-01T09:30:00', 3]]),
    ]);
    expect(ids(byDay)).toEqual({ '2027-05-01': ['3SU', 'LNE'] });
  });

  it('keeps the cheaper of two namesakes on a day both depart, and the dearer one on a day only it departs', () => {
    const byDay = toursByDepartureDay([
      tour('8BS', 'Best of Scotland', 89900, [['2027-05-01T08:30:00', 9]]),
      tour('8BSG', 'Best of Scotland (Small Group)', 99900, [
        ['2027-05-01T08:30:00', 5],
        ['2027-05-02T08:30:00', 3],
      ]),
    ]);
    expect(ids(byDay)).toEqual({ '2027-05-01': ['8BS'], '2027-05-02': ['8BSG'] });
  });
});

describe('departures on sale: not FULL (SOLD_OUT) nor UNAVAILABLE (CLOSED) (seed 001 §4 Calendar day states)', () => {
  it('is on sale when available or almost full', () => {
    expect(isDepartureOnSale({ availability: 'AVAILABLE' })).toBe(true);
    expect(isDepartureOnSale({ availability: 'LIMITED' })).toBe(true);
  });

  it('is not on sale when sold out or closed', () => {
    expect(isDepartureOnSale({ availability: 'SOLD_OUT' })).toBe(false);
    expect(isDepartureOnSale({ availability: 'CLOSED' })).toBe(false);
  });

  it('agrees with the day state of the same capacity', () => {
    for (const capacity of [-1, 0, 3, 20]) {
      const status = availabilityStatus(calendarDayState(day(capacity)));
      expect(isDepartureOnSale({ availability: status })).toBe(capacity > 0);
    }
  });
});
