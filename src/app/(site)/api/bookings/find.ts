/** Reading a stored booking back with its property's catalog, for the booking endpoints. */
export { type FoundBooking, findBookingView } from '@/services/bookings'
