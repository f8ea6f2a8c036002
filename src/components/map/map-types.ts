import type { MapTiles } from '@/lib/map'

export type { MapTiles }

/** One pin: a hotel (with its price) or a place near it. Plain data, written by the server. */
export interface MapMarker {
  /** Identifies the pin for `activeSlug` / `onActiveChange`; a hotel's slug. */
  slug: string
  name: string
  lat: number
  lng: number
  /** What the pin shows, e.g. "from €240"; without it the pin shows a dot and the name is in its label. */
  priceLabel?: string | null
  /** The price in a sentence, for the pin's accessible name and its popup, e.g. "From €240 per night, taxes included". */
  priceText?: string | null
  /** The page the pin's popup links to (already localised). */
  href?: string | null
  /** A line under the name in the popup, e.g. "Kyoto · Japan". */
  detail?: string | null
  /** A hotel (default) or a place to see near it, drawn smaller and never clustered with hotels. */
  kind?: 'hotel' | 'place'
}

/** The map's texts in the page's language. */
export interface MapLabels {
  /** The map's accessible name, e.g. "Map of our hotels". */
  region: string
  /** Shown while the map's code loads. */
  loading: string
  /** A cluster's accessible name; `{count}` is replaced by the number of hotels in it. */
  cluster: string
  /** How to use the map by keyboard, under it. */
  keyboardHint: string
  /** The popup's link to the hotel. */
  viewHotel: string
  /** The zoom buttons' names ("Zoom in", "Zoom out"): Leaflet's own are English. */
  zoomIn?: string
  zoomOut?: string
  /** The title of the attribution's "Leaflet" link (what Leaflet is). */
  leaflet?: string
}
