import { lazy } from 'react';
import { withApolloClient } from '@/apollo/on-demand';

/**
 * The code the search page and the cart load only when they need it (issue 11 B5: the page's first load stays
 * small): the slide-out dialog, the tour details panel (opened by address, or a trip edited from the cart), the
 * Dates panel, 'Select A Trip', the itinerary and the embedded tour. Each `preload*` starts loading early: by a
 * loader when the address opens a tour, and when a pointer or the focus reaches the control that opens it. The
 * panels read Apollo Client, so each waits for it too (a page hydrated from its answers loads it on demand).
 */
const loadSlideOut = () => import('@/ui/slide-out');
const loadOpenTourPanel = () => import('./open-tour-panel');
const loadEditTripPanel = () => import('./edit-trip-panel');
const loadItinerary = () => import('./itinerary/itinerary-panel');

export const SlideOut = lazy(() => loadSlideOut().then((module) => ({ default: module.SlideOut })));
export const OpenTourPanel = lazy(() =>
  withApolloClient(loadOpenTourPanel).then((module) => ({ default: module.OpenTourPanel })),
);
export const EditTripPanel = lazy(() =>
  withApolloClient(loadEditTripPanel).then((module) => ({ default: module.EditTripPanel })),
);
export const ItineraryPanel = lazy(() =>
  withApolloClient(loadItinerary).then((module) => ({ default: module.ItineraryPanel })),
);
export const DatesPanel = lazy(() =>
  withApolloClient(() => import('./dates/dates-panel')).then((module) => ({ default: module.DatesPanel })),
);
export const SelectATrip = lazy(() =>
  withApolloClient(() => import('./dates/select-a-trip')).then((module) => ({ default: module.SelectATrip })),
);
export const EmbeddedTour = lazy(() =>
  withApolloClient(() => import('./embedded-tour')).then((module) => ({ default: module.EmbeddedTour })),
);

/** Starts loading the tour details panel's code and the slide-out around it. */
export function preloadTourPanel(): void {
  void loadOpenTourPanel();
  void loadSlideOut();
}

/** Starts loading the cart's 'Edit Tour' slide-out's code. */
export function preloadEditTripPanel(): void {
  void loadSlideOut();
  void loadEditTripPanel();
}

/** Starts loading the itinerary slide-out's code. */
export function preloadItinerary(): void {
  void loadSlideOut();
  void loadItinerary();
}
