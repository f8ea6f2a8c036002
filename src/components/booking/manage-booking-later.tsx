'use client'

import { hydrateLater } from '../ui/hydrate-later'

/**
 * The manage-my-booking form. It reads the query string, so it is drawn in the browser only, inside the
 * page's Suspense boundary (whose fallback says the form is loading); its code loads after the page's.
 */
export const ManageBookingLater = hydrateLater(() => import('./manage-booking').then((module) => module.ManageBooking), { boundary: false })
