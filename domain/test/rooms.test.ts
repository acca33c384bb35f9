import { describe, expect, it } from 'vitest';
import {
  PROVIDER_ROOM_TYPES,
  ROOM_TYPES,
  generateRoomOptions,
  keepSelectedRoom,
  resolveRoomType,
  roomOptionLabel,
  roomOptionPriceDifferences,
  roomOptionPriceMinor,
  roomPriceDifferences,
  roomTypeDescription,
} from '../src/rooms.js';

const ALL = ['QUAD', 'TRIPLE', 'TWIN', 'DOUBLE', 'SINGLE', 'FAMILY_3', 'FAMILY_4', 'DORM'];
const adults = (n: number) => Array.from({ length: n }, () => 'Adult');

describe('room option tables for 1 to 10 passengers (seed 001 §3, §9)', () => {
  it('seats exactly N passengers in every option', () => {
    for (let n = 1; n <= 10; n++) {
      const options = generateRoomOptions({ passengers: adults(n), tourRoomTypes: ALL });
      expect(options.length).toBeGreaterThan(0);
      for (const o of options) {
        const links = o.roomTypeCombinations.flatMap((r) => r.passengerLinks).sort((a, b) => a - b);
        expect(links).toEqual(Array.from({ length: n }, (_, i) => i));
        for (const r of o.roomTypeCombinations) expect(r.passengerLinks).toHaveLength(r.occupants);
      }
    }
    expect(generateRoomOptions({ passengers: [], tourRoomTypes: ALL })).toEqual([]);
    expect(generateRoomOptions({ passengers: adults(11), tourRoomTypes: ALL })).toEqual([]);
  });
  it('lists the 2-passenger options with names', () => {
    const names = generateRoomOptions({ passengers: adults(2), tourRoomTypes: ALL }).map((o) => o.name);
    expect(names).toEqual(['Double', 'Twin', '2 Dorm beds', '2 Singles']);
  });
  it('uses the provider shape: occupants, name, passenger links', () => {
    const [twin] = generateRoomOptions({ passengers: adults(2), tourRoomTypes: ['TWIN'] });
    expect(twin?.roomTypeCombinations).toEqual([{ occupants: 2, name: 'TWIN', passengerLinks: [0, 1] }]);
  });
  it('has fixed descriptions and resolves provider spellings', () => {
    expect(Object.keys(ROOM_TYPES)).toHaveLength(9);
    expect(roomTypeDescription('twn')).toBe('Twin room for 2');
    expect(resolveRoomType('Dorm Bed')?.code).toBe('DORM');
    expect(resolveRoomType('castle')).toBeUndefined();
  });
});

describe('rooms: every room type must be available for the tour (seed 001 §5)', () => {
  it('offers only combinations of the tour room types', () => {
    const names = generateRoomOptions({ passengers: adults(3), tourRoomTypes: ['TWIN', 'SINGLE'] }).map(
      (o) => o.name,
    );
    expect(names).toEqual(['Twin + Single', '3 Singles']);
  });
});

describe('rooms: no Child alone in a single-occupancy room (seed 001 §5)', () => {
  it('puts adults in singles and drops impossible options', () => {
    const options = generateRoomOptions({
      passengers: ['Child', 'Adult', 'Adult'],
      tourRoomTypes: ['TWIN', 'SINGLE'],
    });
    expect(options.map((o) => o.name)).toEqual(['Twin + Single']);
    const combos = options[0]?.roomTypeCombinations ?? [];
    const single = combos.find((c) => c.name === 'SINGLE');
    expect(single?.passengerLinks).not.toContain(0);
    expect(generateRoomOptions({ passengers: ['Child'], tourRoomTypes: ['SINGLE'] })).toEqual([]);
  });
  it('places an adult in each shared room when possible', () => {
    const [o] = generateRoomOptions({
      passengers: ['Adult', 'Adult', 'Child', 'Child'],
      tourRoomTypes: ['TWIN'],
    });
    expect(o?.roomTypeCombinations.map((r) => r.passengerLinks)).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });
});

describe('rooms: requested occupants within free seats per type (seed 001 §5, §8)', () => {
  it("labels ' - Phone for Room Combination' or '(Unavailable)'", () => {
    const options = generateRoomOptions({
      passengers: adults(4),
      tourRoomTypes: ['TWIN', 'SINGLE'],
      capacityRooms: [
        { roomType: 'TWIN', freeSeats: 2 },
        { roomType: 'SINGLE', freeSeats: 0 },
      ],
    });
    const byName = Object.fromEntries(options.map((o) => [o.name, o]));
    expect(byName['2 Twins']?.status).toBe('PHONE_FOR_COMBINATION');
    expect(byName['2 Twins']?.label).toBe('2 Twins - Phone for Room Combination');
    expect(byName['Twin + 2 Singles']?.status).toBe('UNAVAILABLE');
    expect(byName['Twin + 2 Singles']?.label).toBe('Twin + 2 Singles (Unavailable)');
    const ok = generateRoomOptions({
      passengers: adults(2),
      tourRoomTypes: ['TWIN'],
      capacityRooms: [{ roomType: 'TWIN', freeSeats: 6 }],
    });
    expect(ok[0]?.status).toBe('AVAILABLE');
    expect(roomOptionLabel('Twin', 'AVAILABLE')).toBe('Twin');
  });
});

describe('rooms: children dorm/private exclusion setting (seed 001 §5)', () => {
  const privateRoom = {
    code: 'PRIVATE',
    name: 'Private',
    pluralName: 'Privates',
    occupants: 2,
    description: 'Private room',
    singleOccupancy: false,
    hostelKind: 'private' as const,
  };
  it("makes dorm and private rooms unavailable with a Child when the setting is 'true'", () => {
    const input = {
      passengers: ['Adult', 'Child'],
      tourRoomTypes: ['DORM', 'PRIVATE', 'TWIN'],
      roomTypes: { ...ROOM_TYPES, PRIVATE: privateRoom },
    };
    const on = generateRoomOptions({ ...input, excludeChildrenFromDormAndPrivate: 'true' });
    expect(on.map((o) => [o.name, o.status])).toEqual([
      ['Private', 'UNAVAILABLE'],
      ['Twin', 'AVAILABLE'],
      ['2 Dorm beds', 'UNAVAILABLE'],
    ]);
    const off = generateRoomOptions({ ...input, excludeChildrenFromDormAndPrivate: false });
    expect(off.every((o) => o.status === 'AVAILABLE')).toBe(true);
  });
  it('clears a selected room that became unavailable (seed 001 §4)', () => {
    const options = generateRoomOptions({
      passengers: ['Adult', 'Child'],
      tourRoomTypes: ['DORM', 'TWIN'],
      excludeChildrenFromDormAndPrivate: true,
    });
    expect(keepSelectedRoom('2 Dorm beds', options)).toBeNull();
    expect(keepSelectedRoom('Twin', options)).toBe('Twin');
    expect(keepSelectedRoom(null, options)).toBeNull();
  });
});

describe('room prices as difference from the minimum (seed 001 §9)', () => {
  const prices = [
    { roomType: 'DORM', amountMinor: 30000 },
    { roomType: 'TWIN', amountMinor: 35000 },
    { roomType: 'DOUBLE', amountMinor: 36000 },
    { roomType: 'SINGLE', amountMinor: 45000 },
  ];
  it("prefixes '+ ' and compares the single with the absolute minimum", () => {
    const diffs = roomPriceDifferences(prices, 'GBP', { excludeDormFromMinimum: true });
    expect(diffs.map((d) => [d.roomType, d.differenceMinor, d.label])).toEqual([
      ['DORM', -5000, '- £50.00'],
      ['TWIN', 0, ''],
      ['DOUBLE', 1000, '+ £10.00'],
      ['SINGLE', 15000, '+ £150.00'],
    ]);
    const all = roomPriceDifferences(prices, 'GBP');
    expect(all.find((d) => d.roomType === 'TWIN')?.label).toBe('+ £50.00');
  });
});

describe('a room option priced for the party (seed 001 §3 Capacity record product_currencies amounts, §5 Rooms)', () => {
  const amounts = [
    { roomType: 'twin', ageCategory: 'Adult', amountMinor: 35_000 },
    { roomType: 'twin', ageCategory: 'Child', amountMinor: 28_050 },
    { roomType: 'single', ageCategory: 'Adult', amountMinor: 45_000 },
    { roomType: 'dorm', ageCategory: 'Adult', amountMinor: 30_000 },
    { roomType: 'dorm', ageCategory: 'Child', amountMinor: 24_000 },
  ];
  const party = ['Adult', 'Child', 'Adult'];
  const options = generateRoomOptions({ passengers: party, tourRoomTypes: ['twin', 'single', 'dorm'] });
  const option = (name: string) => options.find((o) => o.name === name)!;

  it("sums each passenger's amount for their room type and age category, in minor units", () => {
    expect(roomOptionPriceMinor(option('Twin + Single'), party, amounts)).toBe(35_000 + 28_050 + 45_000);
    expect(roomOptionPriceMinor(option('3 Dorm beds'), party, amounts)).toBe(30_000 + 24_000 + 30_000);
  });
  it('matches provider room types by code, name or alias and categories in any case', () => {
    const spelt = amounts.map((a) => ({
      ...a,
      roomType: a.roomType.toUpperCase(),
      ageCategory: a.ageCategory.toUpperCase(),
    }));
    expect(roomOptionPriceMinor(option('Twin + Single'), party, spelt)).toBe(108_050);
  });
  it('is null when a passenger has no amount for their room', () => {
    const noChildTwin = amounts.filter((a) => !(a.roomType === 'twin' && a.ageCategory === 'Child'));
    expect(roomOptionPriceMinor(option('Twin + Single'), party, noChildTwin)).toBeNull();
    expect(roomOptionPriceMinor(option('Twin + Single'), party, [])).toBeNull();
  });
  it("shows each option's difference from the cheapest, an option of one type standing for it (seed 001 §9)", () => {
    const differences = roomOptionPriceDifferences(options, party, amounts, 'GBP');
    expect(options.map((o, i) => [o.name, differences[i]?.label ?? null])).toEqual([
      ['Twin + Single', '+ £240.50'],
      ['3 Dorm beds', ''],
    ]);
    const withoutDorms = roomOptionPriceDifferences(options, party, amounts, 'GBP', {
      excludeDormFromMinimum: true,
    });
    expect(withoutDorms.map((d) => d?.label)).toEqual(['', '- £240.50']);
    expect(roomOptionPriceDifferences(options, party, [], 'GBP')).toEqual([null, null]);
  });
});

describe('PROVIDER_ROOM_TYPES (seed 001 §5 Rooms, §9; provider openapi RoomType)', () => {
  it('is the provider value of every room type it sells as one room, lower case', () => {
    expect([...PROVIDER_ROOM_TYPES].sort()).toEqual(
      ['dorm', 'double', 'family3', 'family4', 'quad', 'single', 'triple', 'twin'].sort(),
    );
    expect(PROVIDER_ROOM_TYPES.has('two_singles')).toBe(false);
  });

  it('names types the domain resolves to the same definition', () => {
    for (const type of PROVIDER_ROOM_TYPES) expect(resolveRoomType(type)?.provider).toBe(type);
  });
});
