'use client'

import { hydrateLater } from '../ui/hydrate-later'

/* The hotels' filter and map: drawn by the server, their code loaded while the page hydrates. */
export const ListingFilter = hydrateLater(() => import('./listing-filter').then((module) => module.ListingFilter))
