import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { adminMessage } from '../../i18n/admin-text'
import { managedProperties, manages, relationIds, requesterOf } from '../access/roles'

/**
 * A property manager who saves a document of no hotel, or of a hotel that is not theirs, is told which
 * hotels to choose, in their admin language — Payload's own answer was "You are not allowed to perform
 * this action", which blames their rights for a field left empty. Still a 403 (the access rules refuse
 * the same writes: this runs before them, only to say why), so nothing else changes.
 * `field` is the document's hotel relationship; an offer's (`properties`) left empty means every hotel.
 */
export const explainHotelChoice =
  (field: string): CollectionBeforeOperationHook =>
  async ({ args, collection: { slug: collection }, operation, req }) => {
    if ((operation !== 'create' && operation !== 'update') || requesterOf(req.user) !== 'property_manager') return args
    const data = (args as { data?: Record<string, unknown> }).data
    // An update that leaves the hotel as it is.
    if (operation === 'update' && (!data || !(field in data))) return args
    const named = relationIds(data?.[field])
    if (named.length > 0 && named.every((property) => manages(req.user, property))) return args
    // A document that already names another hotel (an offer shared with other hotels) is not theirs to
    // change at all: the access rules say so, not this.
    const id = (args as { id?: number | string }).id
    if (operation === 'update' && id !== undefined) {
      const existing = await req.payload.findByID({ collection, id, depth: 0, disableErrors: true, select: { [field]: true }, req })
      const before = relationIds((existing as Record<string, unknown> | null)?.[field])
      if (!existing || before.some((property) => !manages(req.user, property))) return args
    }
    const mine = managedProperties(req.user)
    const { docs } =
      mine.length === 0
        ? { docs: [] }
        : await req.payload.find({
            collection: 'properties',
            where: { id: { in: mine } },
            depth: 0,
            limit: mine.length,
            locale: req.locale ?? undefined,
            select: { name: true },
            req,
          })
    const language = req.i18n?.language ?? 'en'
    const hotels = docs.map((doc) => doc.name).join(', ')
    const key = named.length === 0 ? (field === 'properties' ? 'chooseHotelsNotAll' : 'chooseYourHotel') : 'onlyYourHotels'
    throw new APIError(adminMessage(language, key, { hotels }), 403, null, true)
  }

/** The collections a property manager writes for their own hotels, and the field that names them. */
const HOTEL_FIELDS: Record<string, string> = {
  'room-types': 'property',
  'rate-plans': 'property',
  'room-availability': 'property',
  reviews: 'property',
  attractions: 'property',
  careers: 'property',
  enquiries: 'property',
  offers: 'properties',
}

export function withHotelChoiceExplained(collection: CollectionConfig): CollectionConfig {
  const field = HOTEL_FIELDS[collection.slug]
  if (!field) return collection
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), explainHotelChoice(field)] } }
}
