import { describe, expect, it } from 'vitest';
import { countsOfParty } from './open-tour';

describe('countsOfParty (seed 001 §4 Passengers: the panel opens with the party of the trip)', () => {
  const categories = [
    { name: 'ADULT', defaultPassengers: 1 },
    { name: 'CHILD', defaultPassengers: 0 },
  ];

  it('counts each age category of the party', () => {
    expect(countsOfParty(['ADULT', 'ADULT', 'CHILD'], categories)).toEqual({ ADULT: 2, CHILD: 1 });
  });

  it("gives each category's default count for an empty party", () => {
    expect(countsOfParty([], categories)).toEqual({ ADULT: 1, CHILD: 0 });
  });
});
