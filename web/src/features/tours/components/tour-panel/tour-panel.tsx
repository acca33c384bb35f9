import { gql, type FragmentType } from '@apollo/client';
import { useApolloClient, useFragment, useQuery } from '@apollo/client/react';
import { addToCartBlockers, isTripBookable, validateAddToCart } from '@tourdesk/domain/basket';
import { formatDate } from '@tourdesk/domain/dates';
import { LABELS, MESSAGES, unbookableTourMessage } from '@tourdesk/domain/messages';
import {
  expandPassengerCounts,
  totalPassengers,
  type PassengerCounts,
} from '@tourdesk/domain/passengers-count';
import { pickupTime } from '@tourdesk/domain/pickup';
import { keepSelectedRoom } from '@tourdesk/domain/rooms';
import { carriedChoicesNotice, carryChoicesToOption } from '@tourdesk/domain/sales-group';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, Radio, RadioGroup, Label } from 'react-aria-components';
import {
  TourDateOptionsDocument,
  TourPanel_TourFragmentDoc,
  TourQuoteDocument,
  type AgeCategoryName,
  type TourPanel_TourFragment,
  type TripInput,
} from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import { BasketPanel } from './basket-panel';
import { CapacityCalendar } from './capacity-calendar';
import { PassengerSelector, partySummary, type PassengerCategory } from './passenger-selector';
import { PickupSelector } from './pickup-selector';
import { RoomSelector } from './room-selector';
import { SalesGroupSelector } from './sales-group-selector';
import styles from './tour-panel.module.css';
import { tripBasket } from './trip-basket';

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
          fromPrice {
            formatted
          }
        }
      }
    }

    fragment TourPanel_dateOptions on Tour {
      tourId
      departures(date: $date) {
        startDateTime
        time
        freeSeats
        seatLabel
        availability
      }
      pickupPoints(departureDate: $date) {
        pointId
        originalId
        name
        address
        pickupTime
        minutesBefore
      }
      roomOptions(departureDate: $date, passengers: $party) @include(if: $withRooms) {
        id
        label
        available
        priceDifferenceLabel
        rooms {
          roomType
          passengerIndexes
        }
      }
    }

    fragment TourPanel_quote on QuotePayload {
      quote {
        currency
        ...MoneyLines_quote @unmask
        nett {
          amountMinor
          currency
        }
        commission {
          amountMinor
          currency
        }
        trips {
          tour {
            tourId
            name
            duration {
              label
            }
          }
          departureDate
          returnDate
          discount {
            amountMinor
            currency
          }
          discountPercentage
          total {
            amountMinor
            currency
          }
          passengers {
            passengerIndex
            ageCategory
            price {
              amountMinor
              currency
            }
          }
          rooms {
            roomType
            description
            supplement {
              amountMinor
              currency
            }
          }
        }
      }
      userErrors {
        code
        message
      }
    }

    query TourDateOptions($tourId: ID!, $date: Date!, $party: [AgeCategoryName!]!, $withRooms: Boolean!) {
      tour(tourId: $tourId) {
        tourId
        ...TourPanel_dateOptions @unmask
      }
    }

    query TourQuote($basket: BasketInput!) {
      quote(basket: $basket) {
        ...TourPanel_quote @unmask
      }
    }
  `;
}

/** The choices of the panel that a switch to another sales-group option carries over (seed 001 §4). */
export interface PanelChoices {
  /** Passengers per age category. */
  counts: PassengerCounts;
  /** ISO date, or null. */
  departureDate: string | null;
  /** HH:MM of the chosen departure of a tour running several times a day, or null. */
  departureTime: string | null;
  /** Original id of the chosen pick-up point, or null. */
  pickupPointId: string | null;
}

/**
 * A trip the panel hands over for the basket (seed 001 §3 Trip): its own party by age category, and rooms whose
 * occupants are indexes into that party.
 */
export interface PanelTrip {
  party: AgeCategoryName[];
  tourId: string;
  tourName: string;
  departureDate: string;
  departureTime: string | null;
  currency: string;
  pickupPointId: string | null;
  rooms: { roomType: string; passengerIndexes: number[] }[];
  /** Quoted total in minor units (analytics 'value'). */
  totalMinor: number;
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

interface BookingForm {
  departureDate: string | null;
  /** Free seats of the chosen date; -1 when unknown or no date. */
  freeSeats: number;
  departureTime: string | null;
  passengers: PassengerCounts;
  pickupPointId: string | null;
  roomOptionId: string | null;
}

/** A departure that can still take passengers (not sold out nor closed). */
const onSale = (departure: { availability: string }) =>
  departure.availability !== 'SOLD_OUT' && departure.availability !== 'CLOSED';

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
  const { control, setValue, getValues } = useForm<BookingForm>({
    defaultValues: {
      departureDate: initial.departureDate,
      freeSeats: -1,
      departureTime: initial.departureTime,
      passengers: initial.counts,
      pickupPointId: initial.pickupPointId,
      roomOptionId: null,
    },
  });
  const form = useWatch({ control }) as BookingForm;
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState(carriedNotice);
  const client = useApolloClient();

  const order = categories.map((category) => category.name);
  const party = expandPassengerCounts(form.passengers, order) as AgeCategoryName[];
  const multiDay = complete && tour.duration.days > 1;
  const options = useQuery(TourDateOptionsDocument, {
    variables: {
      tourId: tour.tourId ?? '',
      date: form.departureDate ?? '',
      party,
      withRooms: multiDay,
    },
    skip: !complete || !form.departureDate || party.length === 0,
  });
  const dateOptions = options.data?.tour ?? null;
  const departures = dateOptions?.departures ?? [];
  const roomOptions = dateOptions?.roomOptions ?? [];
  const roomOptionId = keepSelectedRoom(
    form.roomOptionId,
    roomOptions.map((option) => ({
      name: option.id,
      label: option.label,
      status: option.available ? 'AVAILABLE' : 'UNAVAILABLE',
      occupantsByType: {},
      roomTypeCombinations: [],
    })),
  );
  const room = roomOptions.find((option) => option.id === roomOptionId) ?? null;
  const severalTimes = departures.length > 1;
  const departureTime = severalTimes
    ? departures.some((item) => item.time === form.departureTime && onSale(item))
      ? form.departureTime
      : (departures.find(onSale)?.time ?? null)
    : null;
  const departure = departures.find((item) => item.time === departureTime) ?? departures[0] ?? null;
  const freeSeats = departure?.freeSeats ?? form.freeSeats;

  const blockers = addToCartBlockers({
    departureDate: form.departureDate,
    ageCategories: party,
    freeSeats: form.departureDate ? freeSeats : -1,
    roomRequired: multiDay && roomOptions.length > 0,
    roomChosen: room !== null,
  });
  const need = (field: string) => blockers.find((blocker) => blocker.field === field)?.message ?? null;

  const trip: TripInput | null =
    complete && form.departureDate && party.length > 0
      ? {
          tourId: tour.tourId,
          departureDate: form.departureDate,
          departureTime,
          pickupPointId: form.pickupPointId,
          rooms:
            room?.rooms.map((item) => ({
              roomType: item.roomType,
              passengerIndexes: item.passengerIndexes,
            })) ?? [],
        }
      : null;
  const quoteResult = useQuery(TourQuoteDocument, {
    variables: { basket: tripBasket(party, trip) },
    skip: !trip || !complete || !tour.bookableOnline,
  });
  const requoting = quoteResult.loading;
  const quote = trip ? ((quoteResult.data ?? quoteResult.previousData)?.quote.quote ?? null) : null;
  const quoteErrors = trip ? (quoteResult.data?.quote.userErrors ?? []).map((error) => error.message) : [];
  // What the gateway refused (currency, a price of 0...) once the panel's own blockers are met.
  const quoteRefusals = blockers.length === 0 && !requoting && !quote ? quoteErrors : [];

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
  const choices = (): PanelChoices => ({
    counts: form.passengers,
    departureDate: form.departureDate,
    departureTime,
    pickupPointId: form.pickupPointId,
  });
  /**
   * Switches to another option of the sales group, carrying the choices it can keep: with a date chosen, the
   * option's departures and pick-ups that day are read first (the query the new panel then finds in the cache).
   */
  const switchProduct = async (tourId: string) => {
    const current = choices();
    const name = tour.salesGroup?.products.find((product) => product.tourId === tourId)?.name ?? tour.name;
    if (!current.departureDate) {
      onSelectProduct(tourId, current, null);
      return;
    }
    try {
      const { data } = await client.query({
        query: TourDateOptionsDocument,
        variables: { tourId, date: current.departureDate, party, withRooms: multiDay },
      });
      const result = carryChoicesToOption(
        current,
        {
          departures: data?.tour?.departures ?? [],
          pickupPointIds: (data?.tour?.pickupPoints ?? []).map((point) => point.originalId),
        },
        party.length,
      );
      onSelectProduct(
        tourId,
        { ...current, ...result.choices },
        carriedChoicesNotice(
          name,
          result.dropped,
          formatDate(current.departureDate, 'dd/mm/yyyy'),
          party.length,
        ),
      );
    } catch {
      onSelectProduct(tourId, current, null);
    }
  };
  const addToCart = () => {
    const current = getValues();
    const refusals = validateAddToCart({
      ageCategories: party,
      basketCurrency,
      tripCurrency: quote?.currency ?? basketCurrency ?? '',
      freeSeats,
    }).map((error) => error.message);
    const bookable =
      quote !== null &&
      isTripBookable({
        passengerCount: party.length,
        tourId: tour.tourId,
        departureDate: current.departureDate,
        totalMinor: quote.total.amountMinor,
        days: tour.duration.days,
        roomCount: room ? room.rooms.length : 0,
        roomOptionCount: roomOptions.length,
      });
    if (refusals.length === 0 && !bookable) {
      refusals.push(...(quoteErrors.length > 0 ? quoteErrors : [MESSAGES.currencyCheckFailed]));
    }
    setErrors(refusals);
    if (refusals.length > 0 || !quote || !current.departureDate) return;
    onAddToCart({
      party,
      tourId: tour.tourId,
      tourName: tour.name,
      departureDate: current.departureDate,
      departureTime,
      currency: quote.currency,
      pickupPointId: current.pickupPointId,
      rooms: trip?.rooms ?? [],
      totalMinor: quote.total.amountMinor,
    });
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
      {tour.salesGroup && (
        <SalesGroupSelector
          label={tour.salesGroup.displayName}
          display={tour.salesGroup.display}
          products={tour.salesGroup.products.map((product) => ({
            tourId: product.tourId,
            name: product.name,
            fromPrice: product.fromPrice?.formatted ?? null,
          }))}
          value={tour.tourId}
          onChange={(tourId) => void switchProduct(tourId)}
          autoFocus={switched}
        />
      )}
      {multiDay && form.departureDate && roomOptions.length > 0 && (
        <RoomSelector
          options={roomOptions}
          value={roomOptionId}
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
        requoting={requoting}
        summary={summary}
        showPriceHint={!form.departureDate || party.length === 0}
        errors={errors}
        blockers={[...blockers.map((blocker) => blocker.message), ...quoteRefusals]}
        canAddToCart={blockers.length === 0 && quote !== null && !requoting}
        onAddToCart={addToCart}
      />
    </form>
  );
}
