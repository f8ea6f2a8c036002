import { PropertyCard } from '@/components/property/property-card'
import type { Locale } from '@/i18n/locales'
import type { PricedProperty } from '@/services/from-price'

/**
 * The hotels of one place, laid out for how many there are: one hotel side by side with its picture,
 * two in a pair, more in rows of three — a lone card in a grid of three would look like a gap.
 */
export function HotelGrid({ properties, locale }: { properties: PricedProperty[]; locale: Locale }) {
  const [only] = properties
  if (only && properties.length === 1) {
    return <PropertyCard property={only} locale={locale} wide imageClassName="aspect-[3/2] md:aspect-[4/3]" sizes="(min-width: 768px) 45vw, calc(100vw - 2rem)" />
  }
  return (
    <div className={`grid gap-x-8 gap-y-14 sm:grid-cols-2 ${properties.length > 2 ? 'lg:grid-cols-3' : 'lg:max-w-5xl'}`}>
      {properties.map((property) => (
        <PropertyCard key={property.slug} property={property} locale={locale} />
      ))}
    </div>
  )
}
