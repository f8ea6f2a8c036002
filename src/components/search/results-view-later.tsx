'use client'

import { hydrateLater } from '../ui/hydrate-later'

/**
 * The results list (drawn on the server) and its map, hydrated after the page: the list reads at once,
 * the pointer and focus highlighting and the phone's list/map switch follow with their code (a tap on
 * the switch before is tapped again once it has hydrated).
 */
export const ResultsViewLater = hydrateLater(() => import('./results-view').then((module) => module.ResultsView))
