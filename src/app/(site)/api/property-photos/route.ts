import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { requiredSlug } from '@/app/(site)/api/_shared/query'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { getHotelPhotos } from '@/services/hotel-photos'

/**
 * GET /api/property-photos?slug=…&lang=ja: every photo of a hotel for the lightbox of its page, with
 * alt text and captions in the language asked for (the default one without `lang`). The lightbox loads
 * it when a visitor reaches for "All photos", so that the list is not in the page's HTML.
 */
export const GET = contentRoute({ slug: requiredSlug }, async (query) => {
  const { lang } = query as { lang?: Locale }
  const photos = await getHotelPhotos(query.slug, lang ?? DEFAULT_LOCALE)
  return photos ? { body: { photos } } : { notFound: `No property is published at '${query.slug}'.` }
})
