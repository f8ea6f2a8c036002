import type { Access, AccessResult, Where } from 'payload'

import { managedProperties, manages, relationIds } from './roles'

/**
 * A property manager's documents: those whose `field` (a relationship to properties, one or many, or
 * `id` on the properties themselves) names one of their hotels. A Where, so lists, counts and single
 * reads and writes all narrow to it.
 */
export const ownPropertiesOnly =
  (field: string): Access =>
  ({ req }) => {
    const mine = managedProperties(req.user)
    return mine.length > 0 ? { [field]: { in: mine } } : false
  }

const namesOnlyOwnProperties = (user: unknown, value: unknown): boolean => {
  const ids = relationIds(value)
  return ids.length > 0 && ids.every((property) => manages(user, property))
}

/**
 * A property manager creates documents of their own hotels only: `field` must name them.
 *
 * The admin also asks before any write, to show the create screen and its buttons: Payload then passes
 * the collection's config and the form's initial data, which names no hotel yet. That question gets a
 * yes while the hotel is still unchosen; the real create (which Payload asks without the config) does not.
 */
export const assignsOwnProperties =
  (field: string): Access =>
  ({ req, data, collectionConfig }) => {
    const value = (data as Record<string, unknown> | undefined)?.[field]
    if (value === undefined && collectionConfig !== undefined) return true
    return namesOnlyOwnProperties(req.user, value)
  }

/** An update leaves `field` as it is, or names only the manager's hotels (no moving a document to another hotel). */
export const keepsToOwnProperties =
  (field: string): Access =>
  ({ req, data }) => {
    const value = (data as Record<string, unknown> | undefined)?.[field]
    return value === undefined || namesOnlyOwnProperties(req.user, value)
  }

/** Every rule must allow; Where answers narrow together. */
export const allOf =
  (...rules: Access[]): Access =>
  async (args) => {
    const wheres: Where[] = []
    for (const rule of rules) {
      const result: AccessResult = await rule(args)
      if (!result) return false
      if (typeof result === 'object') wheres.push(result)
    }
    if (wheres.length === 0) return true
    return wheres.length === 1 ? wheres[0]! : { and: wheres }
  }

/**
 * Offers can name several hotels. A manager edits or deletes an offer only when every hotel it names is
 * theirs: an offer shared with another manager's hotel changes what that hotel sells, so it is the group
 * editors' to change (the manager still reads it).
 */
export const offersOfOwnPropertiesOnly: Access = async ({ req }) => {
  const mine = managedProperties(req.user)
  if (mine.length === 0) return false
  const involving = await req.payload.find({
    collection: 'offers',
    where: { properties: { in: mine } },
    select: { properties: true },
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
    req,
  })
  const onlyMine = involving.docs.filter((offer) => relationIds(offer.properties).every((property) => manages(req.user, property)))
  return onlyMine.length > 0 ? { id: { in: onlyMine.map((offer) => offer.id) } } : false
}
