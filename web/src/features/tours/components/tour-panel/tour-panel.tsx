import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { LABELS, unbookableTourMessage } from '@tourdesk/domain/messages';
import { totalPassengers } from '@tourdesk/domain/passengers-count';
import { pickupTime } from '@tourdesk/domain/pickup';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button, Radio, RadioGroup, Label } from 'react-aria-components';
import { TourPanel_TourFragmentDoc, type TourPanel_TourFragment } from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import { onSale, type PanelChoices, type PanelTrip } from '@/features/tours/api/tour-booking';
import { useTourBooking } from '@/features/tours/hooks/use-tour-booking';
import { CancellationPolicy } from '@/ui/cancellation-policy';
import { BasketPanel } from './basket-panel';
import { CapacityCalendar } from './capacity-calendar';
import { PassengerSelector, partySummary, type PassengerCategory } from './passenger-selector';
import { PickupSelector } from './pickup-selector';
import { RoomSelector } from './room-selector';
import { SalesGroupSelector, useSalesGroupPrices } from './sales-group-selector';
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
export function TourPanel({
  tour: tourRef,
  categories,
  initial,
  switched = false,
  carriedNotice = null,
  basketCurrency,
  onSelectProduct,
  onAddToCart,
}: TourPanelProps) {
  const { phone } = useSiteConfig();
  const ids = {
    dates: useId(),
    bookingTitle: useId(),
    dateNeed: useId(),
    passengersNeed: useId(),
    roomNeed: useId(),
  };
  const { data: tour, complete } = useFragment({
    fragment: TourPanel_TourFragmentDoc,
    fragmentName: 'TourPanel_tour',
    from: tourRef,
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState(carriedNotice);
  const booking = useTourBooking(
    complete ? tour : null,
    categories.map((category) => category.name),
    initial,
    basketCurrency,
  );
  const { control, form, setValue, party, departures, departureTime, freeSeats, need } = booking;
  const { severalTimes, multiDay, roomOptions, dateOptions, quote, blockers } = booking;
  // The month the calendar opens at (its chosen date's, else the tour's first), known before the calendar reports
  // it: a server-rendered panel then has the options' prices in the page's answers.
  const [shownMonth, setShownMonth] = useState<{ year: number; month: number } | null>(() => {
    const date = form.departureDate;
    if (date) return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
    const first = complete ? tour.months[0] : undefined;
    return first ? { year: first.year, month: first.month } : null;
  });
  const optionPrices = useSalesGroupPrices(
    complete ? tour.tourId : '',
    shownMonth,
    form.departureDate ?? null,
    complete && tour.salesGroup !== null && tour.salesGroup !== undefined,
  );

  if (!complete) return null;

  const image = (
    <img className={styles.image} src={tour.image.url} alt={tour.image.alt} width={600} height={400} />
  );
  const heading = (
    <header className={styles.header}>
      <p className={styles.duration}>{tour.duration.label}</p>
      <h2 className={styles.title} id={ids.bookingTitle}>
        {tour.name}
      </h2>
      <p className={styles.departure}>{tour.startLocation.city} departure</p>
    </header>
  );

  if (!tour.bookableOnline) {
    return (
      <div className={styles.content}>
        <div className={styles.intro}>
          {heading}
          {image}
        </div>
        <p>{tour.descriptionShort}</p>
        <p className={styles.unbookable}>{unbookableTourMessage(phone)}</p>
      </div>
    );
  }

  const chooseDate = (date: string, seats: number) => {
    setErrors([]);
    setNotice(null);
    setValue('departureDate', date);
    setValue('freeSeats', seats);
  };
  const summary =
    form.departureDate && party.length > 0
      ? `${partySummary(categories, form.passengers)} travelling on ${formatDate(form.departureDate, 'dd/mm/yyyy')}${departureTime ? ` at ${departureTime}` : ''}`
      : null;
  /** Switches to another option of the sales group, carrying the choices it can keep. */
  const switchProduct = async (tourId: string) => {
    const carried = await booking.carryTo(tourId);
    onSelectProduct(tourId, carried.choices, carried.notice);
  };
  const addToCart = () => {
    const result = booking.validate();
    setErrors(result.refusals);
    if (result.trip) onAddToCart(result.trip);
  };
  const needText = (id: string, text: string | null) =>
    text && (
      <p id={id} className={styles.need}>
        {text}
      </p>
    );
  const pickupTimeOf = (point: { pickupTime: string | null; minutesBefore: number }) =>
    severalTimes && departureTime ? pickupTime(departureTime, point.minutesBefore) : point.pickupTime;

  return (
    <form
      className={styles.content}
      aria-labelledby={ids.bookingTitle}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.intro}>
        {heading}
        {image}
      </div>
      <Button
        className={styles.jumpToDates}
        onPress={() => document.getElementById(ids.dates)?.scrollIntoView({ block: 'start' })}
      >
        Jump to Dates
      </Button>
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
      <p className={styles.banner} aria-live="polite">
        {form.departureDate ? (
          <>
            {LABELS.selectedDate} <strong>{formatDate(form.departureDate, 'dd/mm/yyyy')}</strong>
          </>
        ) : (
          LABELS.noDateSelected
        )}
      </p>
      <section id={ids.dates} className={styles.dates} aria-labelledby={`${ids.dates}-title`}>
        <h3 id={`${ids.dates}-title`} className={styles.sectionTitle}>
          Choose a date
        </h3>
        <CapacityCalendar
          tourId={tour.tourId}
          months={tour.months}
          passengers={Math.max(totalPassengers(form.passengers), 1)}
          value={form.departureDate}
          onChange={chooseDate}
          aria-labelledby={`${ids.dates}-title`}
          aria-describedby={need('departureDate') ? ids.dateNeed : undefined}
          onMonthChange={setShownMonth}
        />
        {needText(ids.dateNeed, need('departureDate'))}
      </section>
      {severalTimes && (
        <RadioGroup
          className={styles.field}
          value={departureTime}
          onChange={(time) => setValue('departureTime', time)}
          orientation="horizontal"
        >
          <Label className={styles.fieldLabel}>Departure time</Label>
          <div className={styles.tabs}>
            {departures.map((item) => (
              <Radio key={item.time} value={item.time} className={styles.tab} isDisabled={!onSale(item)}>
                {item.time}
                {item.seatLabel && (
                  <span className={styles.tabHint}>
                    <span className="visually-hidden">, </span>
                    {item.seatLabel}
                  </span>
                )}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      )}
      <Controller
        control={control}
        name="passengers"
        render={({ field }) => (
          <PassengerSelector
            categories={categories}
            counts={field.value}
            freeSeats={form.departureDate ? freeSeats : -1}
            describedBy={need('passengers') ? ids.passengersNeed : undefined}
            onChange={(counts) => {
              setErrors([]);
              field.onChange(counts);
            }}
          />
        )}
      />
      {needText(ids.passengersNeed, need('passengers'))}
      {tour.hasPickupPoints && (
        <Controller
          control={control}
          name="pickupPointId"
          render={({ field }) => (
            <PickupSelector
              departureDate={form.departureDate}
              options={(dateOptions?.pickupPoints ?? []).map((point) => ({
                id: point.originalId,
                name: point.name,
                address: point.address,
                pickupTime: pickupTimeOf(point),
              }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      )}
      {form.departureDate && <CancellationPolicy text={dateOptions?.cancellationPolicy?.schedule.text} />}
      {tour.salesGroup && (
        <SalesGroupSelector
          label={tour.salesGroup.displayName}
          display={tour.salesGroup.display}
          products={tour.salesGroup.products.map((product) => ({
            tourId: product.tourId,
            name: product.name,
            price: optionPrices.prices.get(product.tourId) ?? null,
            onDate: optionPrices.onDate,
          }))}
          value={tour.tourId}
          onChange={(tourId) => void switchProduct(tourId)}
          autoFocus={switched}
        />
      )}
      {multiDay && form.departureDate && roomOptions.length > 0 && (
        <RoomSelector
          options={roomOptions}
          value={booking.roomOptionId}
          onChange={(id) => {
            setErrors([]);
            setValue('roomOptionId', id);
          }}
          need={need('rooms')}
          needId={ids.roomNeed}
        />
      )}
      <BasketPanel
        quote={quote}
        requoting={booking.requoting}
        summary={summary}
        showPriceHint={!form.departureDate || party.length === 0}
        errors={errors}
        blockers={[...blockers.map((blocker) => blocker.message), ...booking.quoteRefusals]}
        canAddToCart={blockers.length === 0 && quote !== null && !booking.requoting}
        onAddToCart={addToCart}
      />
    </form>
  );
}
