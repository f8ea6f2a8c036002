import type { Locale } from '@/i18n/locales'
import { localeTag } from '@/i18n/locales'
import { routes } from '@/i18n/routes'

import { SiteLink } from '../ui/site-link'

/**
 * Hotel names as links to their pages (or to `hrefs[slug]`, such as an offer's rates page), joined the
 * way the page language lists things ("A, B and C", "A、B、C").
 */
export function HotelLinks({ hotels, locale, hrefs = {} }: { hotels: { slug: string; name: string }[]; locale: Locale; hrefs?: Record<string, string> }) {
  const parts = new Intl.ListFormat(localeTag(locale), { style: 'long', type: 'conjunction' }).formatToParts(hotels.map((hotel) => hotel.name))
  let next = 0
  return (
    <>
      {parts.map((part, index) => {
        // Thai joins list items without spaces ("AและB"), which runs Latin hotel names together.
        if (part.type === 'literal') return <span key={index}>{locale === 'th' && !/\s/.test(part.value) ? ` ${part.value} ` : part.value}</span>
        const hotel = hotels[next++]!
        return (
          <SiteLink
            key={hotel.slug}
            locale={locale}
            href={hrefs[hotel.slug] ?? routes.listing(hotel.slug)}
            className="underline decoration-brass/50 underline-offset-4 hover:decoration-brass"
          >
            {hotel.name}
          </SiteLink>
        )
      })}
    </>
  )
}
