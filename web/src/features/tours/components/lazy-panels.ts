import { lazy } from 'react';
import { withApolloClient } from '@/apollo/on-demand';
import { loadLocaleData } from '@/lib/locale-data';
import { preloadable } from '@/lib/preloadable';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/**
 * The code the search page and the cart load only when they need it (B5: the page's first load stays
 * small): the slide-out dialog, the tour details panel (opened by address, or a trip edited from the cart), the
 * Dates panel, 'Select A Trip', the itinerary and the embedded tour. Each `preload*` starts loading early: by a
 * loader when the address opens a tour, and when a pointer or the focus reaches the control that opens it; what a
 * loader preloaded is there before a server-rendered page hydrates (src/main.tsx), so it hydrates in place. The
 * panels read Apollo Client, so each waits for it too (a page hydrated from its answers loads it on demand). The
 * slide-out's modules run once the browser's locale data has loaded in a task of its own ({@link loadLocaleData}).
 */
const slideOut = preloadable(() =>
  loadLocaleData()
    .then(() => import('@/ui/slide-out'))
    .then((module) => module.SlideOut),
);
/**
 * The tour details panel's modules are run after the slide-out's (react-aria's overlays, whose start works out
 * the browser's locale) and a turn given to the browser: their code was asked for with the page (a server-drawn
 * panel's, web/server/assets.ts) or is fetched meanwhile, and running the two module graphs as one would be one
 * long task.
 */
const openTourPanel = preloadable(() =>
  withApolloClient(() =>
    slideOut
      .preload()
      .catch(() => null)
      .then(yieldToBrowser)
      .then(() => import('./open-tour-panel')),
  ).then((module) => module.OpenTourPanel),
);
const editTripPanel = preloadable(() =>
  withApolloClient(() => import('./edit-trip-panel')).then((module) => module.EditTripPanel),
);
const itineraryPanel = preloadable(() =>
  withApolloClient(() => import('./itinerary/itinerary-panel')).then((module) => module.ItineraryPanel),
);

export const SlideOut = slideOut.Component;
export const OpenTourPanel = openTourPanel.Component;
export const EditTripPanel = editTripPanel.Component;
export const ItineraryPanel = itineraryPanel.Component;
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
  void openTourPanel.preload().catch(() => null);
  void slideOut.preload().catch(() => null);
}

/** Starts loading the cart's 'Edit Tour' slide-out's code. */
export function preloadEditTripPanel(): void {
  void slideOut.preload().catch(() => null);
  void editTripPanel.preload().catch(() => null);
}

/** Starts loading the itinerary slide-out's code. */
export function preloadItinerary(): void {
  void slideOut.preload().catch(() => null);
  void itineraryPanel.preload().catch(() => null);
}
