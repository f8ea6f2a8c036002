'use client'

import { hydrateLater } from '../ui/hydrate-later'

/**
 * The rates page's booking flow, drawn on the server for no stay (the steps and the stay box) and
 * hydrated after the page: its code (the flow, the rates, the guest form's wiring) stays out of the
 * first load. A date button tapped before is tapped again once it has hydrated; the flow then reads
 * the query string.
 */
export const PropertyBookingLater = hydrateLater(() => import('./property-booking').then((module) => module.PropertyBooking))
