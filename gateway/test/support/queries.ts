/** Screen queries used by the tests and the provider-call measurement (README). */

/** Tour list: search cards with prices (seed 001 §2 Home and search). */
export const TOUR_LIST = /* GraphQL */ `
  query TourList($search: TourSearchInput) {
    tours(search: $search) {
      count
      fromPrice {
        amountMinor
        currency
      }
      tours {
        tourId
        name
        brand
        teaser
        isTrain
        bookableOnline
        brandLabel
        mappingCodes
        duration {
          days
          hours
          label
          category
          isDayTour
        }
        fromPrice {
          amountMinor
          currency
        }
        image {
          url(width: 900)
          alt
        }
        startLocation {
          city
        }
      }
    }
    filters {
      name
      tags {
        tagId
        name
        filterName
      }
    }
  }
`;

/** Tour details panel: tour + calendar + departures + pick-ups + rooms + add-ons + sales group. */
export const TOUR_DETAILS = /* GraphQL */ `
  query TourDetails(
    $tourId: ID!
    $year: Int!
    $month: Int!
    $date: Date!
    $party: [AgeCategoryName!]!
    $count: Int!
  ) {
    tour(tourId: $tourId) {
      tourId
      name
      shortName
      brand
      description
      descriptionHeadline
      bookableOnline
      bookingNotes
      mappingCodes
      brandLabel
      duration {
        days
        hours
        nights
        label
      }
      itinerary {
        name
        description
      }
      startLocation {
        city
        title
        checkInTime
        departureTime
      }
      returnTime
      months {
        year
        month
        name
      }
      fromPrice {
        amountMinor
      }
      salesGroup {
        displayName
        display
        products {
          tourId
          name
          fromPrice {
            amountMinor
          }
        }
      }
      calendar(year: $year, month: $month, passengers: $count) {
        monthName
        weeks {
          days {
            date
            dayNumber
            isCurrentMonth
            isToday
            availability
            freeSeats
            seatLabel
            selectable
            onRequest
            fromPrice {
              amountMinor
            }
            toPrice {
              amountMinor
            }
          }
        }
      }
      departures(date: $date) {
        startDateTime
        time
        freeSeats
        availability
        seatLabel
      }
      pickupPoints(departureDate: $date) {
        pointId
        originalId
        name
        pickupTime
        minutesBefore
      }
      roomOptions(departureDate: $date, passengers: $party) {
        id
        label
        available
        priceDifference {
          amountMinor
        }
        priceDifferenceLabel
        rooms {
          roomType
          description
          occupants
          passengerIndexes
        }
      }
      addOnGroups(departureDate: $date, passengers: $party) {
        name
        addOns {
          departureDate
          inPopup
          pricePerPerson {
            amountMinor
          }
          tour {
            tourId
            name
          }
        }
      }
    }
  }
`;

/** The variables of {@link TOUR_DETAILS} for LNE opened on 10 June 2026 by one adult (the cold-screen tests' panel). */
export const TOUR_DETAILS_VARIABLES = {
  tourId: 'LNE',
  year: 2026,
  month: 6,
  date: '2026-06-10',
  party: ['ADULT'],
  count: 1,
};

/** The Dates panel: multi-tour calendar and the tours of one day. */
export const DATES_PANEL = /* GraphQL */ `
  query DatesPanel($year: Int!, $month: Int!, $date: Date!) {
    departureCalendar(year: $year, month: $month) {
      monthName
      months {
        year
        month
      }
      weeks {
        days {
          date
          isCurrentMonth
          tourCount
          label
          tourIds
        }
      }
    }
    toursDepartingOn(date: $date) {
      date
      sentence
      tours {
        tourId
        name
      }
    }
  }
`;

/** Reference lists. */
export const REFERENCE = /* GraphQL */ `
  query Reference {
    ageCategories {
      defaultCategory
      categories {
        name
        label
        pluralLabel
        description
        defaultPassengers
        maxPassengers
        accompanied
      }
    }
    countries {
      isoCountryCode
      name
      dialingCode
    }
    currencies {
      isoCurrencyCode
      name
      mask
      isDefault
    }
  }
`;

/** A quote with every total of the trip summary and itinerary breakdown. */
export const QUOTE = /* GraphQL */ `
  query Quote($basket: BasketInput!) {
    quote(basket: $basket) {
      userErrors {
        code
        field
        message
      }
      quote {
        currency
        promoCodeStatus
        discountPercentage
        addOnCount
        tripPrice {
          amountMinor
        }
        discount {
          amountMinor
        }
        subtotal {
          amountMinor
        }
        addOnsTotal {
          amountMinor
        }
        total {
          amountMinor
        }
        lines {
          kind
          role
          label
          percentage
          count
          amount {
            amountMinor
          }
        }
        agentLines {
          kind
          role
          label
          percentage
          count
          amount {
            amountMinor
          }
        }
        deposit {
          amountMinor
        }
        nett {
          amountMinor
        }
        commission {
          amountMinor
        }
        trips {
          isAddOn
          departureDate
          returnDate
          tour {
            tourId
            name
          }
          total {
            amountMinor
          }
          discount {
            amountMinor
          }
          nett {
            amountMinor
          }
          commission {
            amountMinor
          }
          passengers {
            passengerIndex
            ageCategory
            price {
              amountMinor
            }
            discount {
              amountMinor
            }
            discountPercentage
            commission {
              amountMinor
            }
          }
          rooms {
            roomType
            description
            passengerIndexes
            supplement {
              amountMinor
            }
          }
          price {
            amountMinor
          }
          discountPercentage
          lines {
            kind
            role
            label
            percentage
            count
            amount {
              amountMinor
            }
          }
        }
        card {
          lines {
            kind
            role
            label
            percentage
            count
            amount {
              amountMinor
            }
          }
          amount {
            amountMinor
          }
          cardFee {
            amountMinor
          }
          total {
            amountMinor
          }
          debitCardFee {
            amountMinor
          }
          debitTotal {
            amountMinor
          }
          feeDependsOnCardType
        }
      }
    }
  }
`;
