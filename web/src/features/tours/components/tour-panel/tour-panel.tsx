import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { isTripBookable, validateAddToCart } from '@tourdesk/domain/basket';
import { formatDate } from '@tourdesk/domain/dates';
import { LABELS, MESSAGES, unbookableTourMessage } from '@tourdesk/domain/messages';
import {
  expandPassengerCounts,
  totalPassengers,
  type PassengerCounts,
} from '@tourdesk/domain/passengers-count';
import { keepSelectedRoom } from '@tourdesk/domain/rooms';
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

/** A trip the panel hands over for the basket (seed 001 §3 Trip). */
export interface PanelTrip {
  passengers: AgeCategoryName[];
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
  /** The basket's party, or each category's default when the basket is empty. */
  initialCounts: PassengerCounts;
  /** Date preselected by `departuredate`, or null. */
  initialDate: string | null;
  /** The basket's currency for the currency check, null when the basket is empty. */
  basketCurrency: string | null;
  /** Opens another product of the tour's sales group. */
  onSelectProduct: (tourId: string) => void;
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

/**
 * The tour details panel's content (seed 001 §2 Tour details panel, §4, §5): selected-date banner, capacity
 * calendar, departure time (train tours), passengers, pick-up, sales group (the seed's order: calendar,
 * passengers, pick-up, options), rooms and the basket panel. On wide screens the image sits beside the title, so
 * the calendar shows without scrolling. The
 * choices live in a react-hook-form form; every change requotes through `quote(basket)`. An unbookable tour
 * shows its details with the call-to-book message and no price.
 */
export function TourPanel({
  tour: tourRef,
  categories,
  initialCounts,
  initialDate,
  basketCurrency,
  onSelectProduct,
  onAddToCart,
}: TourPanelProps) {
  const { phone } = useSiteConfig();
  const ids = { dates: useId(), bookingTitle: useId() };
  const { data: tour, complete } = useFragment({
    fragment: TourPanel_TourFragmentDoc,
    fragmentName: 'TourPanel_tour',
    from: tourRef,
  });
  const { control, setValue, getValues } = useForm<BookingForm>({
    defaultValues: {
      departureDate: initialDate,
      freeSeats: -1,
      departureTime: null,
      passengers: initialCounts,
      pickupPointId: null,
      roomOptionId: null,
    },
  });
  const form = useWatch({ control }) as BookingForm;
  const [errors, setErrors] = useState<string[]>([]);

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
  const departureTime = form.departureTime ?? (departures.length > 1 ? (departures[0]?.time ?? null) : null);
  const departure = departures.find((item) => item.time === departureTime) ?? departures[0] ?? null;
  const freeSeats = departure?.freeSeats ?? form.freeSeats;

  const trip: TripInput | null =
    complete && form.departureDate && party.length > 0
      ? {
          tourId: tour.tourId,
          departureDate: form.departureDate,
          departureTime: departures.length > 1 ? departureTime : null,
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
    setValue('departureDate', date);
    setValue('freeSeats', seats);
    setValue('departureTime', null);
  };
  const summary =
    form.departureDate && party.length > 0
      ? `${partySummary(categories, form.passengers)} travelling on ${formatDate(form.departureDate, 'dd/mm/yyyy')}`
      : null;
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
    if (refusals.length === 0 && !bookable && multiDay && roomOptions.length > 0 && !room) {
      refusals.push(MESSAGES.noRoomsBookingError);
    }
    if (refusals.length === 0 && !bookable) {
      refusals.push(...(quoteErrors.length > 0 ? quoteErrors : [MESSAGES.currencyCheckFailed]));
    }
    setErrors(refusals);
    if (refusals.length > 0 || !quote || !current.departureDate) return;
    onAddToCart({
      passengers: party,
      tourId: tour.tourId,
      tourName: tour.name,
      departureDate: current.departureDate,
      departureTime: trip?.departureTime ?? null,
      currency: quote.currency,
      pickupPointId: current.pickupPointId,
      rooms: trip?.rooms ?? [],
      totalMinor: quote.total.amountMinor,
    });
  };

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
        />
      </section>
      {departures.length > 1 && (
        <RadioGroup
          className={styles.field}
          value={departureTime}
          onChange={(time) => setValue('departureTime', time)}
          orientation="horizontal"
        >
          <Label className={styles.fieldLabel}>Departure time</Label>
          <div className={styles.tabs}>
            {departures.map((item) => (
              <Radio
                key={item.time}
                value={item.time}
                className={styles.tab}
                isDisabled={item.availability === 'SOLD_OUT' || item.availability === 'CLOSED'}
              >
                {item.time}
                {item.seatLabel ? ` (${item.seatLabel})` : ''}
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
            onChange={(counts) => {
              setErrors([]);
              field.onChange(counts);
            }}
          />
        )}
      />
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
              pickupTime: point.pickupTime,
            }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
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
          onChange={onSelectProduct}
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
          errorMessage={errors.includes(MESSAGES.noRoomsBookingError) ? MESSAGES.noRoomsBookingError : null}
        />
      )}
      <BasketPanel
        quote={quote}
        requoting={requoting}
        summary={summary}
        errors={errors.filter((error) => error !== MESSAGES.noRoomsBookingError)}
        canAddToCart={Boolean(form.departureDate) && party.length > 0 && !requoting}
        onAddToCart={addToCart}
      />
    </form>
  );
}
