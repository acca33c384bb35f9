import { describe, expect, it } from 'vitest';
import {
  analyticsCategory,
  durationDisplay,
  durationSortKey,
  formatDuration,
  isDayTour,
  isMultiDay,
  matchesDurationFilter,
  nights,
  roundedDays,
  trimStartTime,
} from '../src/duration.js';

describe('duration display: days if over 0, otherwise hours (seed 000 §9)', () => {
  it('chooses the unit', () => {
    expect(durationDisplay({ days: 3, hours: 0 })).toEqual({ unit: 'DAYS', value: 3 });
    expect(durationDisplay({ days: 0, hours: 10 })).toEqual({ unit: 'HOURS', value: 10 });
    expect(formatDuration({ days: 1, hours: 0 })).toBe('1 Day');
    expect(formatDuration({ days: 0, hours: 12 })).toBe('12 Hours');
  });
});

describe('duration rounding and nights (seed 000 §9, seed 001 §9)', () => {
  it('adds a day when hours or minutes remain; nights = days - 1', () => {
    expect(roundedDays({ days: 2, hours: 10 })).toBe(3);
    expect(roundedDays({ days: 2, hours: 0, minutes: 30 })).toBe(3);
    expect(roundedDays({ days: 3, hours: 0 })).toBe(3);
    expect(roundedDays({ days: 0, hours: 1 })).toBe(1);
    expect(nights({ days: 2, hours: 10 })).toBe(2);
    expect(nights({ days: 0, hours: 10 })).toBe(0);
    expect(nights({ days: 0, hours: 0 })).toBe(0);
  });
  it('trims an 8-char start time to HH:MM', () => {
    expect(trimStartTime('08:15:00')).toBe('08:15');
    expect(trimStartTime('08:15')).toBe('08:15');
  });
});

describe('duration categories (seed 001 §9)', () => {
  it("labels over 1 day '3-8 Day Tours', else '1 Day Tours'", () => {
    expect(analyticsCategory({ days: 0, hours: 10 })).toBe('1 Day Tours');
    expect(analyticsCategory({ days: 5, hours: 0 })).toBe('3-8 Day Tours');
  });
});

describe("duration filter '2-8' and sort key (seed 001 §9)", () => {
  it("'2-8' means days above 0, otherwise day tours", () => {
    expect(matchesDurationFilter({ days: 3, hours: 0 }, '2-8')).toBe(true);
    expect(matchesDurationFilter({ days: 0, hours: 10 }, '2-8')).toBe(false);
    expect(matchesDurationFilter({ days: 0, hours: 10 }, '1')).toBe(true);
    expect(matchesDurationFilter({ days: 3, hours: 0 }, '1')).toBe(false);
    expect(matchesDurationFilter({ days: 3, hours: 0 }, null)).toBe(true);
  });
  it('sorts by days*24+hours', () => {
    expect(durationSortKey({ days: 2, hours: 5 })).toBe(53);
  });
});

describe('multi-day tours: rooms for trips longer than one day (seed 001 §5 Add to cart)', () => {
  it('is multi-day when the provider days are above 1', () => {
    expect(isMultiDay({ days: 2 })).toBe(true);
    expect(isMultiDay({ days: 8 })).toBe(true);
  });

  it('is not multi-day for a day tour or a one-day tour with hours', () => {
    expect(isMultiDay({ days: 0 })).toBe(false);
    expect(isMultiDay({ days: 1 })).toBe(false);
  });
});

describe('day tours: provider days 0 (seed 001 §9 Duration filter)', () => {
  it('is a day tour with days 0 whatever its hours', () => {
    expect(isDayTour({ days: 0 })).toBe(true);
    expect(isDayTour({ days: 1 })).toBe(false);
  });
});
