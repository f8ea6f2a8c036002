'use client'

import { hydrateLater } from '../ui/hydrate-later'

/*
 * The booking components as the pages place them: drawn by the server, their code loaded while the page
 * hydrates instead of with its first load (ui/hydrate-later.tsx).
 */
export const StayBox = hydrateLater(() => import('./stay-box').then((module) => module.StayBox))
// These two read the query string, so they render in the browser only, in place of their page's Suspense
// fallback (the booking steps and a stay box; the form's loading line), which stays until the code is in.
export const ManageBooking = hydrateLater(() => import('./manage-booking').then((module) => module.ManageBooking), { boundary: false })
export const PropertyBooking = hydrateLater(() => import('./property-booking').then((module) => module.PropertyBooking), { boundary: false })
