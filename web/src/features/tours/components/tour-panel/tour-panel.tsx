import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { LABELS, unbookableTourMessage } from '@tourdesk/domain/messages';
import { Suspense, useId } from 'react';
import { Button } from 'react-aria-components';
import { TourPanel_TourFragmentDoc, type TourPanel_TourFragment } from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import type { PanelChoices, PanelTrip } from '@/features/tours/api/tour-booking';
import { BookingFormScope } from '@/features/tours/hooks/booking-form-scope';
import { useTourPanel, type TourPanelState } from '@/features/tours/hooks/use-tour-panel';
import { CancellationPolicy } from '@/ui/cancellation-policy';
import { BasketPanel } from './basket-panel';
import { DepartureTimes, PassengersField, PickupField } from './booking-fields';
import { DatesSection } from './dates-section';
import { partySummary, type PassengerCategory } from './passenger-selector';
import { RoomSelector } from './room-selector';
import { SalesGroupSelector } from './sales-group-selector';
import { TourPanelIntro } from './tour-panel-intro';
import styles from './tour-panel.module.css';

if (false) {
  gql`
    fragment TourPanel_tour on Tour {
      tourId
      name
      bookableOnline
      isTrain
      descriptionShort
      duration {
        days
        label
        isDayTour
      }
      image {
        url(width: 600)
        alt
      }
      startLocation {
        city
        departureTime
      }
      hasPickupPoints
      months {
        year
        month
      }
      bookingNotes
      salesGroup {
        displayName
        display
        products {
          tourId
          name
        }
      }
    }
  `;
}

/** Props of {@link TourPanel}. */
export interface TourPanelProps {
  tour: FragmentType<TourPanel_TourFragment>;
  /** Age categories in display order. */
  categories: PassengerCategory[];
  /** What the panel opens with: the party (the trip being edited, or the last trip added), a date, a pick-up. */
  initial: PanelChoices;
  /**
   * The panel opens on a switch from another option of the sales group: the focus goes to the chosen option, and
   * `carriedNotice` says what could not be kept (domain carriedChoicesNotice), if anything.
   */
  switched?: boolean;
  /** After a switch from another sales-group option: what could not be kept, or null. */
  carriedNotice?: string | null;
  /** The basket's currency for the currency check, null when the basket is empty. */
  basketCurrency: string | null;
  /**
   * Opens another product of the tour's sales group with the choices it keeps (seed 001 §4) and, when some had to
   * go, the notice saying so.
   */
  onSelectProduct: (tourId: string, choices: PanelChoices, notice: string | null) => void;
  /** Stores the trip and moves on to the cart. */
  onAddToCart: (trip: PanelTrip) => void;
}

/**
 * The tour details panel's content (seed 001 §2 Tour details panel, §4, §5): selected-date banner, capacity
 * calendar, departure time (train tours), passengers, pick-up (only for tours with a pick-up run), sales group
 * (the seed's order: calendar, passengers, pick-up, options), rooms and the basket panel. On wide screens the
 * image sits beside the title, so the calendar shows without scrolling. The choices live in a react-hook-form
 * form; every change requotes through `quote(basket)`. 'Add to Cart' stays disabled until the domain's blockers
 * are met, and says why beside the button and next to the control that fixes it. Switching to another sales-group
 * option keeps the date, party, departure time and pick-up where the option allows them. An unbookable tour shows
 * its details with the call-to-book message and no price.
 */
export function TourPanel({ tour: tourRef, ...props }: TourPanelProps) {
  const { data: tour, complete } = useFragment({
    fragment: TourPanel_TourFragmentDoc,
    fragmentName: 'TourPanel_tour',
    from: tourRef,
  });
  if (!complete) return null;
  if (!tour.bookableOnline) return <UnbookableTour tour={tour} />;
  return (
    <BookingFormScope initial={props.initial}>
      <BookableTourPanel tour={tour} {...props} />
    </BookingFormScope>
  );
}

/** An unbookable tour's details: the intro, its short description and the call-to-book message, no price. */
function UnbookableTour({ tour }: { tour: TourPanel_TourFragment }) {
  const { phone } = useSiteConfig();
  const titleId = useId();
  return (
    <div className={styles.content}>
      <TourPanelIntro tour={tour} titleId={titleId} />
      <p>{tour.descriptionShort}</p>
      <p className={styles.unbookable}>{unbookableTourMessage(phone)}</p>
    </div>
  );
}

/** A bookable tour's panel: the intro and notes, then the choices in the seed's order and the basket panel. */
function BookableTourPanel({
  tour,
  switched = false,
  carriedNotice = null,
  ...props
}: Omit<TourPanelProps, 'tour'> & { tour: TourPanel_TourFragment }) {
  const panel = useTourPanel({ tour, carriedNotice, ...props });
  const { ids } = panel;
  return (
    <form
      className={styles.content}
      aria-labelledby={ids.bookingTitle}
      onSubmit={(event) => event.preventDefault()}
    >
      <TourPanelIntro tour={tour} titleId={ids.bookingTitle} />
      <Button
        className={styles.jumpToDates}
        onPress={() => document.getElementById(ids.dates)?.scrollIntoView({ block: 'start' })}
      >
        {LABELS.jumpToDates}
      </Button>
      <TourNotes tour={tour} notice={panel.notice} />
      <Suspense>
        <DatesSection tour={tour} panel={panel} />
        <Suspense>
          <TripChoices tour={tour} panel={panel} categories={props.categories} switched={switched} />
        </Suspense>
      </Suspense>
    </form>
  );
}

/**
 * The choices after the date, in the seed's order: departure time, passengers, pick-up, the date's cancellation
 * policy, the sales group's options, rooms and the basket panel. Nested Suspense boundaries (they never suspend in
 * the browser's own renders) let a server-rendered panel hydrate part after part, top first, each in its own task.
 */
function TripChoices({
  tour,
  panel,
  categories,
  switched,
}: {
  tour: TourPanel_TourFragment;
  panel: TourPanelState;
  categories: PassengerCategory[];
  switched: boolean;
}) {
  const { booking, actions } = panel;
  return (
    <>
      <DepartureTimes booking={booking} />
      <PassengersField panel={panel} categories={categories} />
      {tour.hasPickupPoints && <PickupField booking={booking} />}
      {booking.form.departureDate && (
        <CancellationPolicy text={booking.dateOptions?.cancellationPolicy?.schedule.text} />
      )}
      <Suspense>
        {tour.salesGroup && (
          <SalesGroupSelector
            label={tour.salesGroup.displayName}
            display={tour.salesGroup.display}
            products={tour.salesGroup.products.map((product) => ({
              tourId: product.tourId,
              name: product.name,
              price: panel.optionPrices.prices.get(product.tourId) ?? null,
              onDate: panel.optionPrices.onDate,
              fullOn: panel.optionPrices.fullOn.get(product.tourId) ?? null,
            }))}
            value={tour.tourId}
            onChange={(tourId) => void actions.switchProduct(tourId)}
            autoFocus={switched}
          />
        )}
        <Rooms panel={panel} />
        <Suspense>
          <TourBasket panel={panel} categories={categories} />
        </Suspense>
      </Suspense>
    </>
  );
}

/** The tour's short description, its booking notes and the notice a sales-group switch carried (a status). */
function TourNotes({ tour, notice }: { tour: TourPanel_TourFragment; notice: string | null }) {
  return (
    <>
      <p>{tour.descriptionShort}</p>
      {tour.bookingNotes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      {notice && (
        <p className={styles.note} role="status">
          {notice}
        </p>
      )}
    </>
  );
}

/** The room options of a multi-day tour once a date is chosen (seed 001 §4), when the date has any. */
function Rooms({ panel: { booking, ids, actions } }: { panel: TourPanelState }) {
  if (!booking.multiDay || !booking.form.departureDate || booking.roomOptions.length === 0) return null;
  return (
    <RoomSelector
      options={booking.roomOptions}
      value={booking.roomOptionId}
      onChange={(id) => {
        actions.clearErrors();
        booking.setValue('roomOptionId', id);
      }}
      need={booking.need('rooms')}
      needId={ids.roomNeed}
    />
  );
}

/**
 * The basket panel of the tour details with the quote, the party-and-date summary ('2 Adults travelling on
 * 12/06/2026 at 09:00'), the refusals of the last click and what 'Add to Cart' still needs.
 */
function TourBasket({ panel, categories }: { panel: TourPanelState; categories: PassengerCategory[] }) {
  const { booking, errors, actions } = panel;
  const { form, party, departureTime, quote, blockers } = booking;
  const summary =
    form.departureDate && party.length > 0
      ? `${partySummary(categories, form.passengers)} travelling on ${formatDate(form.departureDate, 'dd/mm/yyyy')}${departureTime ? ` at ${departureTime}` : ''}`
      : null;
  return (
    <BasketPanel
      quote={quote}
      requoting={booking.requoting}
      summary={summary}
      showPriceHint={!form.departureDate || party.length === 0}
      errors={errors}
      blockers={[...blockers.map((blocker) => blocker.message), ...booking.quoteRefusals]}
      canAddToCart={blockers.length === 0 && quote !== null && !booking.requoting}
      onAddToCart={actions.addToCart}
    />
  );
}
