import { LABELS } from '@tourdesk/domain/messages';
import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '@/ui/loading-state';
import { DEPARTURE_FROM_PARAM, DEPARTURE_TO_PARAM, departureRangeFromParams } from '../api/search-params';
import type { SearchPage } from '../hooks/use-search-page';
import { DatesPanel, ItineraryPanel, SelectATrip, SlideOut } from './lazy-panels';

/**
 * The search page's slide-outs, each loaded when first opened: Dates (applies a departure range to the
 * address), 'Select A Trip' (the tours of the day picked in it), a tour's itinerary, and the tour details panel
 * the address opens (`tourPanel`, closed by leaving its address).
 */
export function SearchOverlays({ page, tourPanel }: { page: SearchPage; tourPanel: ReactNode }) {
  const { overlays, showOverlays, tourHref, searchWithoutDates } = page;
  return (
    <>
      {overlays.dates && <DatesSlideOut page={page} />}
      {overlays.tripDate && (
        <Suspense fallback={null}>
          <SlideOut aria-label="Select A Trip" onClose={() => showOverlays({ tripDate: null })}>
            <SelectATrip
              date={overlays.tripDate}
              search={searchWithoutDates}
              hrefs={(tourId, date) => ({ details: tourHref(tourId), dates: tourHref(tourId, date) })}
              onShowItinerary={(tourId) => showOverlays({ itineraryTourId: tourId })}
            />
          </SlideOut>
        </Suspense>
      )}
      {overlays.itineraryTourId && (
        <Suspense fallback={null}>
          <SlideOut aria-label="Itinerary" onClose={() => showOverlays({ itineraryTourId: null })}>
            <ItineraryPanel
              key={overlays.itineraryTourId}
              tourId={overlays.itineraryTourId}
              detailsHref={tourHref(overlays.itineraryTourId)}
            />
          </SlideOut>
        </Suspense>
      )}
      {tourPanel && page.openTour && (
        <Suspense fallback={null}>
          <SlideOut aria-label="Tour details" onClose={page.closePanel}>
            <Suspense fallback={<LoadingState text={LABELS.loadingYourTour} />}>{tourPanel}</Suspense>
          </SlideOut>
        </Suspense>
      )}
    </>
  );
}

/** The Dates slide-out: its month opens on the address's month preset; a day picked opens 'Select A Trip'. */
function DatesSlideOut({ page }: { page: SearchPage }) {
  const { params, searchInput, showOverlays, updateParams } = page;
  const monthPreset = searchInput.month
    ? { year: Number(searchInput.month.slice(0, 4)), month: Number(searchInput.month.slice(4)) }
    : null;
  return (
    <Suspense fallback={null}>
      <SlideOut aria-label="Dates" onClose={() => showOverlays({ dates: false })}>
        <DatesPanel
          search={page.searchWithoutDates}
          applied={page.applied}
          initialMonth={monthPreset}
          onSelectDay={(date) => showOverlays({ tripDate: date })}
          onApply={(range) =>
            updateParams({
              [DEPARTURE_FROM_PARAM]: range.from,
              [DEPARTURE_TO_PARAM]: range.to ?? range.from,
            })
          }
          onClear={() => {
            const applied = departureRangeFromParams(params);
            if (applied.from || applied.to)
              updateParams({ [DEPARTURE_FROM_PARAM]: null, [DEPARTURE_TO_PARAM]: null });
          }}
        />
      </SlideOut>
    </Suspense>
  );
}
