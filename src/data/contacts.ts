import type { Country, Property } from '../cms/payload-types'
import { cachedRead, findPublic } from './read'
import { ml, num, raw, str } from './reshape'
import type { ML } from './types'

/** How to reach one property: the contact page's directory entry. */
export interface PropertyContact {
  slug: string
  name: ML
  address: ML
  phone: string
  email: string
  city: { slug: string; name: ML } | null
  country: { slug: string; name: ML; order: number } | null
}

const CONTACT_FIELDS = {
  slug: true,
  order: true,
  name: true,
  address: true,
  contact: true,
  city: true,
  country: true,
} satisfies Partial<Record<keyof Property, true>>

/**
 * How to reach each published property (the contact page's directory and its hotel choice), by
 * `order`, then slug. Only what the page shows is read: no rates or rooms, so publishing a price
 * leaves the contact page's cache alone.
 */
export const getPropertyContacts = cachedRead('property-contacts', ['properties', 'cities', 'countries'], async (): Promise<PropertyContact[]> => {
  const docs = await findPublic('properties', {
    sort: ['order', 'slug'],
    select: CONTACT_FIELDS,
    populate: { cities: { slug: true, name: true }, countries: { slug: true, name: true, order: true } },
  })
  return docs.map((doc) => {
    const contact = raw<NonNullable<Property['contact']>>(doc.contact)
    const city = raw<{ slug: string; name: string }>(doc.city)
    const country = raw<Country>(doc.country)
    return {
      slug: str(doc.slug),
      name: ml(doc.name),
      address: ml(doc.address),
      phone: str(contact?.phone),
      email: str(contact?.email),
      city: city ? { slug: str(city.slug), name: ml(city.name) } : null,
      country: country ? { slug: str(country.slug), name: ml(country.name), order: num(country.order) } : null,
    }
  })
})
