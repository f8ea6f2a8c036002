import type { Access, CollectionConfig, GlobalConfig } from 'payload'

import { anyone } from './anyone'
import { allOf, assignsOwnProperties, keepsToOwnProperties, offersOfOwnPropertiesOnly, ownPropertiesOnly } from './own-properties'
import { publishedOnly } from './published-only'
import { allow, byRole, deny, groupStaff } from './roles'

/**
 * Who may do what in the back office. Administrators may do everything; group editors everything but
 * other people's accounts; a property manager works on their own hotels (the `properties` of their
 * account) and reads the group's shared content without changing it. The public reads what the site
 * shows, never drafts, bookings, enquiries, availability or accounts. Each collection's `access` is one
 * of the presets below.
 *
 * | collection                                   | anonymous        | admin | group editor | property manager                                             |
 * |----------------------------------------------|------------------|-------|--------------|--------------------------------------------------------------|
 * | properties                                   | read published   | all   | all          | read, update their hotels; no create or delete               |
 * | room-types, rate-plans                       | read published   | all   | all          | read, create, update, delete their hotels'                   |
 * | reviews                                      | read             | all   | all          | read, create, update, delete their hotels'                   |
 * | attractions, careers                         | read (published) | all   | all          | those tied to their hotels, as above (untied: the group's)   |
 * | room-availability (inventory rules)          | —                | all   | all          | read, create, update, delete their hotels'                   |
 * | enquiries                                    | —                | all   | all          | their hotels' (group-wide enquiries are the group's)         |
 * | bookings                                     | —                | read  | read         | read their hotels' (the booking engine writes; cancel button) |
 * | offers                                       | read published   | all   | all          | read those naming one of their hotels; create, update,       |
 * |                                              |                  |       |              | delete those naming only their hotels (shared: read only)    |
 * | media                                        | read             | all   | all          | read, upload; no update or delete (pictures are shared)      |
 * | pages, blog-posts, privacy-policies          | read published   | all   | all          | read only                                                    |
 * | every other collection (countries, cities,   | read             | all   | all          | read only                                                    |
 * |   facilities, categories, slideshows, FAQs,  |                  |       |              |                                                              |
 * |   labels, languages, galleries, social…)     |                  |       |              |                                                              |
 * | globals (corporate profile, about, host)     | read             | update| update       | read only                                                    |
 * | users                                        | —                | all   | self only    | self only (never their own role or hotels)                   |
 *
 * Only administrators create and delete accounts and set a user's role and hotels (src/cms/collections/users.ts).
 * The booking staff route (/api/staff/bookings/{reference}/cancel) reads the booking with the user's access,
 * so a manager cancels only their hotels' bookings.
 */

const groupStaffOnly = byRole(groupStaff)

/** Group-wide content the public reads as soon as it is saved; group staff write it, managers read it. */
export const publicContent: CollectionConfig['access'] = {
  read: anyone,
  create: groupStaffOnly,
  update: groupStaffOnly,
  delete: groupStaffOnly,
}

/** Group-wide content with drafts: the public reads published documents only; staff read everything; group staff write. */
export const draftContent: CollectionConfig['access'] = {
  read: publishedOnly,
  create: groupStaffOnly,
  update: groupStaffOnly,
  delete: groupStaffOnly,
}

/** A global the public reads and group staff edit. */
export const publicGlobal: GlobalConfig['access'] = { read: anyone, update: groupStaffOnly }

/**
 * Content of one hotel, named by its `field` relationship: group staff do everything; a property manager
 * reads, creates, updates and deletes only their hotels' documents and cannot move one to another hotel.
 * `publicRead` is what an anonymous visitor reads (nothing for guests' data and inventory).
 */
export const hotelContent = (field: string, publicRead: Access = deny): CollectionConfig['access'] => ({
  read: byRole({ anonymous: publicRead, ...groupStaff, property_manager: ownPropertiesOnly(field) }),
  readVersions: byRole({ ...groupStaff, property_manager: ownPropertiesOnly(`version.${field}`) }),
  create: byRole({ ...groupStaff, property_manager: assignsOwnProperties(field) }),
  update: byRole({ ...groupStaff, property_manager: allOf(ownPropertiesOnly(field), keepsToOwnProperties(field)) }),
  delete: byRole({ ...groupStaff, property_manager: ownPropertiesOnly(field) }),
})

/** The hotels themselves: a manager reads and updates their own; only group staff add or remove a hotel. */
export const propertiesAccess: CollectionConfig['access'] = {
  read: byRole({ anonymous: publishedOnly, ...groupStaff, property_manager: ownPropertiesOnly('id') }),
  readVersions: byRole({ ...groupStaff, property_manager: ownPropertiesOnly('parent') }),
  create: groupStaffOnly,
  update: byRole({ ...groupStaff, property_manager: ownPropertiesOnly('id') }),
  delete: groupStaffOnly,
}

/** Offers may name several hotels; see the table above for shared ones. */
export const offersAccess: CollectionConfig['access'] = {
  read: byRole({ anonymous: publishedOnly, ...groupStaff, property_manager: ownPropertiesOnly('properties') }),
  readVersions: byRole({ ...groupStaff, property_manager: ownPropertiesOnly('version.properties') }),
  create: byRole({ ...groupStaff, property_manager: assignsOwnProperties('properties') }),
  update: byRole({ ...groupStaff, property_manager: allOf(offersOfOwnPropertiesOnly, keepsToOwnProperties('properties')) }),
  delete: byRole({ ...groupStaff, property_manager: offersOfOwnPropertiesOnly }),
}

/** Bookings: written only by the booking engine; staff read them, a manager only their hotels'. */
export const bookingsAccess: CollectionConfig['access'] = {
  read: byRole({ ...groupStaff, property_manager: ownPropertiesOnly('property') }),
  create: deny,
  update: deny,
  delete: deny,
}

/** Pictures are shared by every page: anyone reads them, all staff upload, group staff change or delete them. */
export const mediaAccess: CollectionConfig['access'] = {
  read: anyone,
  create: byRole({ ...groupStaff, property_manager: allow }),
  update: groupStaffOnly,
  delete: groupStaffOnly,
}
