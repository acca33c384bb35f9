/** Booking error texts, verbatim from the specification where it gives them. */
export const ERRORS = {
  seats: 'Sorry, there are not enough seats available for the selected passengers',
  adult: 'You need to have at least one 18+ member in the group',
  rooms: 'Error: No rooms available or incorrectly loaded rooms.',
  currency: 'Sorry, an error has occred, trip failed to add',
  unbookable: 'Sadly, we are currently unable to book this tour online.',
  noDeparture: 'The selected departure date is not available for this tour.',
  unknownTour: 'The selected tour is not available.',
  pickup: 'The selected pick-up point is not available for this tour.',
  addOn: 'The selected add-on is not available for this departure.',
  passengers: 'The trip refers to passengers that are not in the basket.',
} as const;
