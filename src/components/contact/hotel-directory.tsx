import { Icon } from '@/components/ui/icon'
import { SiteLink } from '@/components/ui/site-link'
import type { PropertyContact } from '@/data/contacts'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'

export interface CountryGroup {
  slug: string
  name: string
  hotels: PropertyContact[]
}

/** Published hotels grouped by country, countries in their own order, hotels in theirs. */
export function groupByCountry(hotels: PropertyContact[], locale: Locale): CountryGroup[] {
  const groups = new Map<string, CountryGroup & { order: number }>()
  for (const hotel of hotels) {
    const key = hotel.country?.slug ?? ''
    let group = groups.get(key)
    if (!group) {
      group = { slug: key, name: pick(hotel.country?.name, locale), order: hotel.country?.order ?? Number.MAX_SAFE_INTEGER, hotels: [] }
      groups.set(key, group)
    }
    group.hotels.push(hotel)
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, locale))
    .map(({ slug, name, hotels: list }) => ({ slug, name, hotels: list }))
}

/** The contact page's directory: each hotel's name, address, telephone and e-mail, by country. */
export function HotelDirectory({ groups, locale, labels }: { groups: CountryGroup[]; locale: Locale; labels: { address: string; phone: string; email: string } }) {
  return (
    <div className="border-b border-ink/15">
      {groups.map((group) => (
        <section key={group.slug} aria-labelledby={`country-${group.slug}`} className="grid gap-6 border-t border-ink/15 py-10 lg:grid-cols-12 lg:gap-10">
          <h3 id={`country-${group.slug}`} className="font-display text-2xl sm:text-3xl lg:col-span-3">
            {group.name}
          </h3>
          <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:col-span-9">
            {group.hotels.map((hotel) => (
              <li key={hotel.slug}>
                <p className="eyebrow">{pick(hotel.city?.name, locale)}</p>
                <h4 className="mt-2 font-display text-xl leading-snug">
                  <SiteLink locale={locale} href={routes.listing(hotel.slug)} className="underline-offset-4 hover:underline">
                    {pick(hotel.name, locale)}
                  </SiteLink>
                </h4>
                <dl className="mt-4 space-y-2.5 text-sm leading-relaxed text-ink-soft">
                  {pick(hotel.address, locale) && (
                    <Detail icon="map-pin" term={labels.address}>
                      {pick(hotel.address, locale)}
                    </Detail>
                  )}
                  {hotel.phone && (
                    <Detail icon="phone" term={labels.phone}>
                      <a href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`} className="inline-block py-0.5 text-ink underline-offset-4 hover:underline">
                        {hotel.phone}
                      </a>
                    </Detail>
                  )}
                  {hotel.email && (
                    <Detail icon="mail" term={labels.email}>
                      <a href={`mailto:${hotel.email}`} className="inline-block break-all py-0.5 text-ink underline-offset-4 hover:underline">
                        {hotel.email}
                      </a>
                    </Detail>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function Detail({ icon, term, children }: { icon: string; term: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="shrink-0 pt-0.5">
        <Icon name={icon} className="h-4 w-4 text-brass" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  )
}
