'use client'

import { hydrateLater } from '../ui/hydrate-later'

/*
 * The layout's interactive pieces, server-rendered with the page and hydrated from one file that loads
 * after the first load (./chrome.ts): prefetching, scroll reveal, back-to-top, consent and languages
 * cost the first load nothing but these wrappers. The menu button is not among them (header.tsx).
 */
const chrome = () => import('./chrome')

export const BackToTop = hydrateLater(() => chrome().then((module) => module.BackToTop))
export const ConsentBanner = hydrateLater(() => chrome().then((module) => module.ConsentBanner))
// Reads the query string: drawn in the browser only, where the header's placeholder keeps its place.
export const LanguageSwitcher = hydrateLater(() => chrome().then((module) => module.LanguageSwitcher), { boundary: false })
export const RoutePrefetcher = hydrateLater(() => chrome().then((module) => module.RoutePrefetcher))
export const ScrollReveal = hydrateLater(() => chrome().then((module) => module.ScrollReveal))
