/** A departure city of the operator. */
export interface City {
  /** Lower-case code used by filters: edinburgh, inverness, glasgow, aberdeen. */
  code: CityCode;
  name: string;
  /** One letter used in generated tour ids. */
  letter: string;
  /** Pick-up run serving the city's hotels. */
  pickupRunId: number;
  /** Where the coach leaves from. */
  meetingPoint: {
    title: string;
    description: string;
    latitude: number;
    longitude: number;
  };
}

/** Departure city codes. */
export type CityCode = 'edinburgh' | 'inverness' | 'glasgow' | 'aberdeen';

/** The four departure cities. */
export const CITIES: Record<CityCode, City> = {
  edinburgh: {
    code: 'edinburgh',
    name: 'Edinburgh',
    letter: 'E',
    pickupRunId: 101,
    meetingPoint: {
      title: '60 High Street, Royal Mile',
      description:
        'Meet outside our shop at 60 High Street on the Royal Mile, opposite the Museum of Childhood.',
      latitude: 55.9502,
      longitude: -3.1859,
    },
  },
  inverness: {
    code: 'inverness',
    name: 'Inverness',
    letter: 'I',
    pickupRunId: 102,
    meetingPoint: {
      title: 'Inverness Bus Station, Margaret Street',
      description:
        'Meet at stance 6 of Inverness Bus Station on Margaret Street, next to the railway station.',
      latitude: 57.4805,
      longitude: -4.2252,
    },
  },
  glasgow: {
    code: 'glasgow',
    name: 'Glasgow',
    letter: 'G',
    pickupRunId: 103,
    meetingPoint: {
      title: 'Buchanan Bus Station, Killermont Street',
      description: 'Meet at stance 51 inside Buchanan Bus Station; look for the yellow coach.',
      latitude: 55.865,
      longitude: -4.2508,
    },
  },
  aberdeen: {
    code: 'aberdeen',
    name: 'Aberdeen',
    letter: 'A',
    pickupRunId: 104,
    meetingPoint: {
      title: 'Union Square Bus Station, Guild Street',
      description: 'Meet at the coach bays of Union Square Bus Station on Guild Street.',
      latitude: 57.1441,
      longitude: -2.0978,
    },
  },
};
