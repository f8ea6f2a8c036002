'use client'

import { hydrateLater } from '../ui/hydrate-later'

/* The search results' filters and list/map view: drawn by the server, their code loaded while the page hydrates. */
export const SearchFilters = hydrateLater(() => import('./search-filters').then((module) => module.SearchFilters))
export const ResultsView = hydrateLater(() => import('./results-view').then((module) => module.ResultsView))
