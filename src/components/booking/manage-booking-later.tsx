'use client'

import { hydrateLater } from '../ui/hydrate-later'

/**
 * The manage-my-booking form, drawn by the server and made live after the page: its code loads after the
 * page's. It reads a link's ?reference= once the query is known in the browser.
 */
export const ManageBookingLater = hydrateLater(() => import('./manage-booking').then((module) => module.ManageBooking))
