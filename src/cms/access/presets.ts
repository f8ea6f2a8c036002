import type { CollectionConfig, GlobalConfig } from 'payload'

import { anyone } from './anyone'
import { publishedOnly } from './published-only'
import { staffOnly } from './staff-only'

/** Content the public reads as soon as it is saved (no drafts); staff write it. */
export const publicContent: CollectionConfig['access'] = {
  read: anyone,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
}

/** Content with drafts: the public reads published documents only; staff read everything and write it. */
export const draftContent: CollectionConfig['access'] = {
  read: publishedOnly,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
}

/** Guests' personal data (bookings, enquiries): staff only, never readable by the public. */
export const staffContent: CollectionConfig['access'] = {
  read: staffOnly,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
}

/** A global the public reads and staff edit. */
export const publicGlobal: GlobalConfig['access'] = { read: anyone, update: staffOnly }
