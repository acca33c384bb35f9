import { describe, expect, it } from 'vitest';
import { pickupSelectorState, pickupText, pickupTime } from '../src/pickup.js';

describe('pick-up time = departure minus minutes_before (seed 001 §9)', () => {
  it('subtracts and formats HH:MM', () => {
    expect(pickupTime('08:00', 30)).toBe('07:30');
    expect(pickupTime('08:00:00', 75)).toBe('06:45');
    expect(pickupTime('00:30', 45)).toBe('23:45');
  });
  it('is hidden at 00:00', () => {
    expect(pickupTime('00:30', 30)).toBeNull();
    expect(pickupTime('00:00:00', 0)).toBeNull();
    expect(pickupTime('00:00', 15)).toBeNull();
    expect(pickupTime('nope', 15)).toBeNull();
  });
});

describe('pick-up selectable only after a date (seed 001 §5)', () => {
  it('shows the hint and tooltip without a date', () => {
    expect(pickupSelectorState(null)).toEqual({
      enabled: false,
      hint: 'Please select a date to choose hotel pick-up.',
      tooltip: 'Please select a trip date first',
    });
    expect(pickupSelectorState('2025-06-01').enabled).toBe(true);
  });
});

describe('the chosen pick-up point and time shown with the trip (seed 001 §3 Pickup point, §9)', () => {
  it('names the point and its time HH:MM, the time left out at 00:00 or when unknown', () => {
    expect(pickupText('Mercure Inverness Hotel', '10:00:00')).toBe(
      'Pick-up: Mercure Inverness Hotel at 10:00',
    );
    expect(pickupText('Mercure Inverness Hotel', '07:45')).toBe('Pick-up: Mercure Inverness Hotel at 07:45');
    expect(pickupText('Mercure Inverness Hotel', '00:00:00')).toBe('Pick-up: Mercure Inverness Hotel');
    expect(pickupText('Mercure Inverness Hotel', null)).toBe('Pick-up: Mercure Inverness Hotel');
  });
});
