/**
 * Every photo of a hotel for its page's lightbox ("All photos (N)"), once each: the hero and gallery,
 * then each room's, then its restaurants' and spa's, captioned by what they show. Loaded by the
 * lightbox when a visitor reaches for it (GET /api/property-photos), not carried in the page's HTML.
 */
import 'server-only'

import type { Image, ImageVariant, PropertyDetail } from '@/data/types'
import { getPropertyBySlug } from '@/data/properties'
import type { Locale } from '@/i18n/locales'
import { pick } from '@/i18n/text'

/** The viewer shows one photo across the screen: the renditions from 720 px wide are enough. */
const VIEWER_MIN_WIDTH = 720

export interface HotelPhoto {
  image: ImageVariant & { variants: ImageVariant[] }
  /** The photo's own alt text; empty when it has none (the viewer numbers it, "Image 3 of 13"). */
  alt: string
  caption: string
}

/** The photos of a hotel's page, in its language, or null for a slug no published hotel has. */
export async function getHotelPhotos(slug: string, locale: Locale): Promise<HotelPhoto[] | null> {
  const property = await getPropertyBySlug(slug)
  return property ? hotelPhotos(property, locale) : null
}

/** The same, for a hotel already read. */
export function hotelPhotos(property: PropertyDetail, locale: Locale): HotelPhoto[] {
  return photoEntries(property).map(({ image, caption }) => ({
    image: { url: image.url, width: image.width, height: image.height, variants: image.variants.filter((variant) => variant.width >= VIEWER_MIN_WIDTH) },
    alt: pick(image.alt, locale),
    caption: caption(locale),
  }))
}

/** How many photos the lightbox shows (the hotel page's "All photos (N)" button), without building them. */
export function countHotelPhotos(property: PropertyDetail): number {
  return photoEntries(property).length
}

/** Each photo once, in the lightbox's order, with what captions it (the hotel, the room, the venue). */
function photoEntries(property: PropertyDetail) {
  const entries: { image: Image; caption: (locale: Locale) => string }[] = []
  const seen = new Set<string>()
  const add = (image: Image | null, caption: (locale: Locale) => string) => {
    if (!image || seen.has(image.url)) return
    seen.add(image.url)
    entries.push({ image, caption })
  }
  add(property.hero, (locale) => pick(property.name, locale))
  for (const image of property.gallery) add(image, (locale) => pick(image.alt, locale))
  for (const room of property.room_types) for (const image of room.photos) add(image, (locale) => pick(room.name, locale))
  for (const venue of property.venues) add(venue.image, (locale) => pick(venue.name, locale))
  return entries
}
