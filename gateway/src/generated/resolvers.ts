/* This file was automatically generated. DO NOT UPDATE MANUALLY. */
    import type   { Resolvers } from './resolvers-types.js';
    import    { ageCategories as Query_ageCategories } from './../schema/reference/resolvers/Query/ageCategories.js';
import    { agentBookings as Query_agentBookings } from './../schema/bookings/resolvers/Query/agentBookings.js';
import    { agentBookingsCsv as Query_agentBookingsCsv } from './../schema/bookings/resolvers/Query/agentBookingsCsv.js';
import    { booking as Query_booking } from './../schema/bookings/resolvers/Query/booking.js';
import    { bookingLinkState as Query_bookingLinkState } from './../schema/bookings/resolvers/Query/bookingLinkState.js';
import    { bookingReport as Query_bookingReport } from './../schema/reports/resolvers/Query/bookingReport.js';
import    { bookingReportProgress as Query_bookingReportProgress } from './../schema/reports/resolvers/Query/bookingReportProgress.js';
import    { bookingReportRows as Query_bookingReportRows } from './../schema/reports/resolvers/Query/bookingReportRows.js';
import    { cancellationQuote as Query_cancellationQuote } from './../schema/bookings/resolvers/Query/cancellationQuote.js';
import    { countries as Query_countries } from './../schema/reference/resolvers/Query/countries.js';
import    { currencies as Query_currencies } from './../schema/reference/resolvers/Query/currencies.js';
import    { departureCalendar as Query_departureCalendar } from './../schema/catalogue/resolvers/Query/departureCalendar.js';
import    { departureManifests as Query_departureManifests } from './../schema/reports/resolvers/Query/departureManifests.js';
import    { filters as Query_filters } from './../schema/reference/resolvers/Query/filters.js';
import    { quote as Query_quote } from './../schema/quote/resolvers/Query/quote.js';
import    { registrationChallenge as Query_registrationChallenge } from './../schema/identity/resolvers/Query/registrationChallenge.js';
import    { tour as Query_tour } from './../schema/catalogue/resolvers/Query/tour.js';
import    { tours as Query_tours } from './../schema/catalogue/resolvers/Query/tours.js';
import    { toursDepartingOn as Query_toursDepartingOn } from './../schema/catalogue/resolvers/Query/toursDepartingOn.js';
import    { viewer as Query_viewer } from './../schema/identity/resolvers/Query/viewer.js';
import    { addBookingNote as Mutation_addBookingNote } from './../schema/bookings/resolvers/Mutation/addBookingNote.js';
import    { amendBooking as Mutation_amendBooking } from './../schema/bookings/resolvers/Mutation/amendBooking.js';
import    { book as Mutation_book } from './../schema/bookings/resolvers/Mutation/book.js';
import    { cancelBookingPassengers as Mutation_cancelBookingPassengers } from './../schema/bookings/resolvers/Mutation/cancelBookingPassengers.js';
import    { changePassword as Mutation_changePassword } from './../schema/identity/resolvers/Mutation/changePassword.js';
import    { completeCardPayment as Mutation_completeCardPayment } from './../schema/payments/resolvers/Mutation/completeCardPayment.js';
import    { createPaymentLink as Mutation_createPaymentLink } from './../schema/payments/resolvers/Mutation/createPaymentLink.js';
import    { emailBookingDocument as Mutation_emailBookingDocument } from './../schema/bookings/resolvers/Mutation/emailBookingDocument.js';
import    { logIn as Mutation_logIn } from './../schema/identity/resolvers/Mutation/logIn.js';
import    { logOut as Mutation_logOut } from './../schema/identity/resolvers/Mutation/logOut.js';
import    { payByAgentMethod as Mutation_payByAgentMethod } from './../schema/payments/resolvers/Mutation/payByAgentMethod.js';
import    { register as Mutation_register } from './../schema/identity/resolvers/Mutation/register.js';
import    { resetPassword as Mutation_resetPassword } from './../schema/identity/resolvers/Mutation/resetPassword.js';
import    { selectConsultant as Mutation_selectConsultant } from './../schema/identity/resolvers/Mutation/selectConsultant.js';
import    { setCurrency as Mutation_setCurrency } from './../schema/identity/resolvers/Mutation/setCurrency.js';
import    { startCardPayment as Mutation_startCardPayment } from './../schema/payments/resolvers/Mutation/startCardPayment.js';
import    { subscribeNewsletter as Mutation_subscribeNewsletter } from './../schema/newsletter/resolvers/Mutation/subscribeNewsletter.js';
import    { updateBookingPassengers as Mutation_updateBookingPassengers } from './../schema/bookings/resolvers/Mutation/updateBookingPassengers.js';
import    { updateBookingPromoCode as Mutation_updateBookingPromoCode } from './../schema/bookings/resolvers/Mutation/updateBookingPromoCode.js';
import    { updateConsultant as Mutation_updateConsultant } from './../schema/identity/resolvers/Mutation/updateConsultant.js';
import    { AddOn } from './../schema/availability/resolvers/AddOn.js';
import    { AgeCategories } from './../schema/reference/resolvers/AgeCategories.js';
import    { AgeCategory } from './../schema/reference/resolvers/AgeCategory.js';
import    { Agency } from './../schema/identity/resolvers/Agency.js';
import    { BookedTrip } from './../schema/bookings/resolvers/BookedTrip.js';
import    { Booking } from './../schema/bookings/resolvers/Booking.js';
import    { CancellationPolicy } from './../schema/catalogue/resolvers/CancellationPolicy.js';
import    { Consultant } from './../schema/identity/resolvers/Consultant.js';
import    { Country } from './../schema/reference/resolvers/Country.js';
import    { Currency } from './../schema/reference/resolvers/Currency.js';
import    { Filter } from './../schema/reference/resolvers/Filter.js';
import    { FilterTag } from './../schema/reference/resolvers/FilterTag.js';
import    { Image } from './../schema/catalogue/resolvers/Image.js';
import    { PickupPoint } from './../schema/availability/resolvers/PickupPoint.js';
import    { Quote } from './../schema/quote/resolvers/Quote.js';
import    { QuotedTrip as availability_QuotedTrip } from './../schema/availability/resolvers/QuotedTrip.js';
import    { QuotedTrip as quote_QuotedTrip } from './../schema/quote/resolvers/QuotedTrip.js';
import    { SalesGroup } from './../schema/catalogue/resolvers/SalesGroup.js';
import    { SalesGroupProduct } from './../schema/catalogue/resolvers/SalesGroupProduct.js';
import    { Tour as availability_Tour } from './../schema/availability/resolvers/Tour.js';
import    { Tour as catalogue_Tour } from './../schema/catalogue/resolvers/Tour.js';
import    { DateScalar,MinorUnitsScalar } from './../schema/scalars.js';
    export const resolvers: Resolvers = {
      Query: { ageCategories: Query_ageCategories,agentBookings: Query_agentBookings,agentBookingsCsv: Query_agentBookingsCsv,booking: Query_booking,bookingLinkState: Query_bookingLinkState,bookingReport: Query_bookingReport,bookingReportProgress: Query_bookingReportProgress,bookingReportRows: Query_bookingReportRows,cancellationQuote: Query_cancellationQuote,countries: Query_countries,currencies: Query_currencies,departureCalendar: Query_departureCalendar,departureManifests: Query_departureManifests,filters: Query_filters,quote: Query_quote,registrationChallenge: Query_registrationChallenge,tour: Query_tour,tours: Query_tours,toursDepartingOn: Query_toursDepartingOn,viewer: Query_viewer },
      Mutation: { addBookingNote: Mutation_addBookingNote,amendBooking: Mutation_amendBooking,book: Mutation_book,cancelBookingPassengers: Mutation_cancelBookingPassengers,changePassword: Mutation_changePassword,completeCardPayment: Mutation_completeCardPayment,createPaymentLink: Mutation_createPaymentLink,emailBookingDocument: Mutation_emailBookingDocument,logIn: Mutation_logIn,logOut: Mutation_logOut,payByAgentMethod: Mutation_payByAgentMethod,register: Mutation_register,resetPassword: Mutation_resetPassword,selectConsultant: Mutation_selectConsultant,setCurrency: Mutation_setCurrency,startCardPayment: Mutation_startCardPayment,subscribeNewsletter: Mutation_subscribeNewsletter,updateBookingPassengers: Mutation_updateBookingPassengers,updateBookingPromoCode: Mutation_updateBookingPromoCode,updateConsultant: Mutation_updateConsultant },
      
      AddOn: AddOn,
AgeCategories: AgeCategories,
AgeCategory: AgeCategory,
Agency: Agency,
BookedTrip: BookedTrip,
Booking: Booking,
CancellationPolicy: CancellationPolicy,
Consultant: Consultant,
Country: Country,
Currency: Currency,
Filter: Filter,
FilterTag: FilterTag,
Image: Image,
PickupPoint: PickupPoint,
Quote: Quote,
QuotedTrip: { ...availability_QuotedTrip,...quote_QuotedTrip },
SalesGroup: SalesGroup,
SalesGroupProduct: SalesGroupProduct,
Tour: { ...availability_Tour,...catalogue_Tour },
Date: DateScalar,
MinorUnits: MinorUnitsScalar
    }