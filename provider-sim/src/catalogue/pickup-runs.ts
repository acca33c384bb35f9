/** A hotel pick-up point on a run (provider shape, snake_case). */
export interface PickupPoint {
  point_id: number;
  original_id: number;
  name: string;
  address: string;
  description: string;
  notes: string;
  /** Reference departure time HH:mm:ss of the run. */
  original_time: string;
  /** Minutes before departure the coach calls here. */
  minutes_before: number;
  latitude: number;
  longitude: number;
}

/** A pick-up run: the hotels a coach calls at before the departure point. */
export interface PickupRun {
  run_id: number;
  name: string;
  city: string;
  points: PickupPoint[];
}

type PointSeed = [
  name: string,
  address: string,
  minutesBefore: number,
  latitude: number,
  longitude: number,
  notes: string,
];

const RUN_SEEDS: { runId: number; city: string; time: string; points: PointSeed[] }[] = [
  {
    runId: 101,
    city: 'Edinburgh',
    time: '08:00:00',
    points: [
      [
        'Meeting point: 60 High Street',
        '60 High Street, Edinburgh EH1 1TB',
        0,
        55.9502,
        -3.1859,
        'Check-in closes 15 minutes before departure.',
      ],
      [
        'Hilton Edinburgh Carlton',
        '19 North Bridge, Edinburgh EH1 1SD',
        20,
        55.9506,
        -3.1876,
        'Wait at the North Bridge entrance.',
      ],
      [
        'Radisson Blu Hotel, Royal Mile',
        '80 High Street, Edinburgh EH1 1TH',
        15,
        55.9501,
        -3.1865,
        'Wait outside the main door.',
      ],
      [
        'Holiday Inn Express City Centre',
        'Picardy Place, Edinburgh EH1 3JT',
        25,
        55.9572,
        -3.1859,
        'Bus stop on Picardy Place.',
      ],
      [
        'Premier Inn Edinburgh Haymarket',
        '1 Morrison Link, Edinburgh EH3 8DN',
        35,
        55.9451,
        -3.2158,
        'Outside the hotel on Morrison Link.',
      ],
      [
        'Apex Grassmarket Hotel',
        '31-35 Grassmarket, Edinburgh EH1 2HS',
        30,
        55.9473,
        -3.1957,
        'By the Grassmarket bus stop.',
      ],
      [
        'Motel One Edinburgh-Royal',
        '18-21 Market Street, Edinburgh EH1 1BL',
        20,
        55.9506,
        -3.1909,
        'Opposite Waverley Station Market Street exit.',
      ],
    ],
  },
  {
    runId: 102,
    city: 'Inverness',
    time: '08:30:00',
    points: [
      [
        'Meeting point: Inverness Bus Station',
        'Margaret Street, Inverness IV1 1LT',
        0,
        57.4805,
        -4.2252,
        'Stance 6.',
      ],
      [
        'Mercure Inverness Hotel',
        'Church Street, Inverness IV1 1DX',
        15,
        57.479,
        -4.2268,
        'Wait at the Church Street entrance.',
      ],
      [
        'Royal Highland Hotel',
        '18 Academy Street, Inverness IV1 1LG',
        10,
        57.4799,
        -4.2241,
        'Opposite the railway station.',
      ],
      ['Kingsmills Hotel', 'Culcabock Road, Inverness IV2 3LP', 30, 57.4731, -4.2043, 'Hotel car park.'],
      [
        'Premier Inn Inverness Centre (River Ness)',
        'Millburn Road, Inverness IV2 3QX',
        25,
        57.479,
        -4.212,
        'Bus stop outside the hotel.',
      ],
    ],
  },
  {
    runId: 103,
    city: 'Glasgow',
    time: '08:00:00',
    points: [
      [
        'Meeting point: Buchanan Bus Station',
        'Killermont Street, Glasgow G2 3NW',
        0,
        55.865,
        -4.2508,
        'Stance 51.',
      ],
      [
        'Grand Central Hotel',
        '99 Gordon Street, Glasgow G1 3SF',
        15,
        55.8603,
        -4.2577,
        'Gordon Street entrance of Central Station.',
      ],
      [
        'Radisson Blu Hotel Glasgow',
        '301 Argyle Street, Glasgow G2 8DL',
        20,
        55.8575,
        -4.2582,
        'Argyle Street entrance.',
      ],
      ['Hilton Glasgow', '1 William Street, Glasgow G3 8HT', 30, 55.8617, -4.269, 'Hotel forecourt.'],
      [
        'Premier Inn George Square',
        '187 George Street, Glasgow G1 1YU',
        25,
        55.8621,
        -4.2454,
        'George Street bus stop.',
      ],
    ],
  },
  {
    runId: 104,
    city: 'Aberdeen',
    time: '08:30:00',
    points: [
      [
        'Meeting point: Union Square Bus Station',
        'Guild Street, Aberdeen AB11 6NA',
        0,
        57.1441,
        -2.0978,
        'Coach bays.',
      ],
      [
        'Leonardo Hotel Aberdeen',
        'Union Square, Aberdeen AB11 5RG',
        10,
        57.1428,
        -2.095,
        'Outside the hotel entrance.',
      ],
      [
        'The Chester Hotel',
        '59-63 Queens Road, Aberdeen AB15 4YP',
        30,
        57.1433,
        -2.131,
        'Queens Road bus stop.',
      ],
      [
        'Premier Inn Aberdeen City Centre',
        'Inverlair House, West North Street, Aberdeen AB24 5AR',
        20,
        57.15,
        -2.095,
        'West North Street.',
      ],
      ['The Marcliffe Hotel', 'North Deeside Road, Aberdeen AB15 9YA', 40, 57.118, -2.172, 'Hotel drive.'],
    ],
  },
];

/** Every pick-up run by run id. Point ids are 1000 * run + n; original ids 5000 + run * 10 + n. */
export const PICKUP_RUNS: ReadonlyMap<number, PickupRun> = new Map(
  RUN_SEEDS.map((seed) => [
    seed.runId,
    {
      run_id: seed.runId,
      name: `${seed.city} hotel pick-ups`,
      city: seed.city,
      points: seed.points.map(([name, address, minutesBefore, latitude, longitude, notes], n) => ({
        point_id: seed.runId * 1000 + n + 1,
        original_id: 5000 + seed.runId * 10 + n + 1,
        name,
        address,
        description:
          minutesBefore === 0 ? 'Departure point' : `Hotel pick-up ${minutesBefore} minutes before departure`,
        notes,
        original_time: seed.time,
        minutes_before: minutesBefore,
        latitude,
        longitude,
      })),
    },
  ]),
);
