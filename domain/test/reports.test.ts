import { describe, expect, it } from 'vitest';
import {
  REPORT_NO_AGENCY,
  REPORT_NO_CONSULTANT,
  ReportGroups,
  reportDimensionValue,
  reportMoney,
  type ReportBooking,
  type ReportFigures,
} from '../src/reports.js';

const booking = (over: Partial<ReportBooking> = {}): ReportBooking => ({
  tourIds: ['SKY', 'ECO'],
  agencyCode: 'AG1',
  consultant: 'Jo Bloggs',
  bookingDate: '2026-02-14',
  departureDate: '2026-04-03',
  status: 'CONFIRMED',
  providerStatus: 'CONFIRMED',
  ...over,
});

const figures = (over: Partial<ReportFigures> = {}): ReportFigures => ({
  currency: 'GBP',
  passengers: 2,
  gross: 25_900,
  commission: 2_590,
  paid: 5_000,
  outstanding: 20_900,
  ...over,
});

describe("report money columns (report-cli/README.md 'Output': gross, nett, commission, paid, outstanding)", () => {
  it('makes nett the gross less the commission, in minor units', () => {
    expect(reportMoney({ gross: 25_900, commission: 2_590, paid: 5_000, outstanding: 20_900 })).toEqual({
      gross: 25_900,
      nett: 23_310,
      commission: 2_590,
      paid: 5_000,
      outstanding: 20_900,
    });
  });
  it('gives a consumer booking (no commission) a nett equal to its gross', () => {
    expect(reportMoney({ gross: 12_345, commission: 0, paid: 12_345, outstanding: 0 }).nett).toBe(12_345);
  });
});

describe("report grouping dimensions (report-cli/README.md '--group-by' and '--date-field')", () => {
  it('reads the main tour, agency, consultant and status', () => {
    expect(reportDimensionValue(booking(), 'TOUR', 'DEPARTURE_DATE')).toBe('SKY');
    expect(reportDimensionValue(booking(), 'AGENCY', 'DEPARTURE_DATE')).toBe('AG1');
    expect(reportDimensionValue(booking(), 'CONSULTANT', 'DEPARTURE_DATE')).toBe('Jo Bloggs');
    expect(reportDimensionValue(booking({ status: 'CANCELLED' }), 'STATUS', 'DEPARTURE_DATE')).toBe(
      'CANCELLED',
    );
  });
  it('names consumer bookings and bookings without a consultant', () => {
    const consumer = booking({ agencyCode: null, consultant: null, tourIds: [] });
    expect(reportDimensionValue(consumer, 'AGENCY', 'DEPARTURE_DATE')).toBe(REPORT_NO_AGENCY);
    expect(reportDimensionValue(consumer, 'CONSULTANT', 'DEPARTURE_DATE')).toBe(REPORT_NO_CONSULTANT);
    expect(reportDimensionValue(consumer, 'TOUR', 'DEPARTURE_DATE')).toBe('');
  });
  it('takes the month of the date the report ranges over', () => {
    expect(reportDimensionValue(booking(), 'MONTH', 'DEPARTURE_DATE')).toBe('2026-04');
    expect(reportDimensionValue(booking(), 'MONTH', 'BOOKING_DATE')).toBe('2026-02');
  });
});

describe("grouped report sums (report-cli/README.md 'Output': a group never mixes currencies)", () => {
  it('sums counts and money per group and currency, nett = gross − commission', () => {
    const report = new ReportGroups(['TOUR', 'MONTH'], 'DEPARTURE_DATE');
    report.add(booking(), figures());
    report.add(
      booking({ departureDate: '2026-04-20' }),
      figures({ passengers: 3, gross: 10_001, commission: 1 }),
    );
    report.add(
      booking(),
      figures({ currency: 'EUR', gross: 30_000, commission: 3_000, paid: 0, outstanding: 30_000 }),
    );
    expect(report.groups()).toEqual([
      {
        values: ['SKY', '2026-04'],
        providerStatus: null,
        currency: 'EUR',
        bookings: 1,
        passengers: 2,
        gross: 30_000,
        nett: 27_000,
        commission: 3_000,
        paid: 0,
        outstanding: 30_000,
      },
      {
        values: ['SKY', '2026-04'],
        providerStatus: null,
        currency: 'GBP',
        bookings: 2,
        passengers: 5,
        gross: 35_901,
        nett: 33_310,
        commission: 2_591,
        paid: 10_000,
        outstanding: 41_800,
      },
    ]);
  });
  it('sorts the lines by dimension values, then currency', () => {
    const report = new ReportGroups(['AGENCY'], 'BOOKING_DATE');
    report.add(booking({ agencyCode: 'ZZ' }), figures());
    report.add(booking({ agencyCode: null }), figures({ commission: 0 }));
    report.add(booking({ agencyCode: 'AB' }), figures({ currency: 'USD' }));
    report.add(booking({ agencyCode: 'AB' }), figures({ currency: 'AUD' }));
    expect(report.groups().map((g) => [...g.values, g.currency])).toEqual([
      [REPORT_NO_AGENCY, 'GBP'],
      ['AB', 'AUD'],
      ['AB', 'USD'],
      ['ZZ', 'GBP'],
    ]);
  });
  it('makes one group per currency without dimensions, and none for no bookings', () => {
    const report = new ReportGroups([], 'DEPARTURE_DATE');
    expect(report.groups()).toEqual([]);
    report.add(booking(), figures());
    report.add(booking({ agencyCode: 'OTHER' }), figures());
    expect(report.groups()).toHaveLength(1);
    expect(report.groups()[0]).toMatchObject({ values: [], bookings: 2, gross: 51_800, nett: 46_620 });
  });
  it('keeps an UNKNOWN status apart per provider text, never summed with another state', () => {
    const report = new ReportGroups(['STATUS'], 'DEPARTURE_DATE');
    report.add(booking({ status: 'UNKNOWN', providerStatus: 'NO_SHOW' }), figures());
    report.add(booking({ status: 'UNKNOWN', providerStatus: 'REFUNDED' }), figures());
    report.add(booking({ status: 'UNKNOWN', providerStatus: 'NO_SHOW' }), figures());
    report.add(booking({ status: 'PENDING', providerStatus: 'PENDING' }), figures());
    expect(report.groups().map((g) => [...g.values, g.providerStatus, g.bookings])).toEqual([
      ['PENDING', null, 1],
      ['UNKNOWN', 'NO_SHOW', 2],
      ['UNKNOWN', 'REFUNDED', 1],
    ]);
  });
});
