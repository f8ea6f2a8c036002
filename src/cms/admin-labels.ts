/**
 * Human labels for the back office, in the staff member's language. Collections are written with schema
 * names (`time_zone`, `nightly_minor`); this pass gives every collection, global, field, option and help
 * text an English label — the one written in the schema, else a name from the table below, else the
 * field name in words — and its translations from `src/i18n/admin-text.ts`. Labels change no column.
 */
import type { CollectionConfig, Field, GlobalConfig, Option } from 'payload'

import { humanize, translated } from '../i18n/admin-text'
import { requesterOf } from './access/roles'

/** The navigation's four groups and what goes in each. */
const GROUP_OF: Record<string, 'Hotels' | 'Bookings' | 'Content' | 'Settings'> = {
  properties: 'Hotels',
  'room-types': 'Hotels',
  'rate-plans': 'Hotels',
  'room-availability': 'Hotels',
  reviews: 'Hotels',
  'master-facilities': 'Hotels',
  bookings: 'Bookings',
  enquiries: 'Bookings',
  messages: 'Bookings',
  users: 'Settings',
  labels: 'Settings',
  languages: 'Settings',
  'social-media': 'Settings',
  'corporate-profile': 'Settings',
  'map-settings': 'Settings',
  'exchange-rates': 'Settings',
}

/**
 * A property manager reads the group's settings but changes none of them: their navigation leaves the
 * settings out (their own account stays under the account menu and "Staff members").
 */
function hiddenFromManagers(slug: string) {
  if (GROUP_OF[slug] !== 'Settings' || slug === 'users') return {}
  return { hidden: ({ user }: { user: unknown }) => requesterOf(user) === 'property_manager' }
}

/** Singular and plural names of collections whose slug does not say it plainly. */
const COLLECTION_NAMES: Record<string, [string, string]> = {
  properties: ['Hotel', 'Hotels'],
  'room-types': ['Room type', 'Room types'],
  'rate-plans': ['Rate plan', 'Rate plans'],
  reviews: ['Guest review', 'Guest reviews'],
  'master-facilities': ['Facility or amenity', 'Facilities and amenities'],
  offers: ['Offer', 'Offers'],
  'offer-categories': ['Offer category', 'Offer categories'],
  'blog-posts': ['Journal article', 'Journal articles'],
  'blog-categories': ['Journal category', 'Journal categories'],
  pages: ['Page', 'Pages'],
  slideshows: ['Home page slide', 'Home page slides'],
  'selling-points': ['Home page highlight', 'Home page highlights'],
  countries: ['Country', 'Countries'],
  cities: ['City', 'Cities'],
  attractions: ['Attraction', 'Attractions'],
  galleries: ['Photo gallery', 'Photo galleries'],
  careers: ['Job opening', 'Job openings'],
  'host-usps': ['Reason to host with us', 'Reasons to host with us'],
  'privacy-policies': ['Policy', 'Policies'],
  faqs: ['Frequently asked question', 'Frequently asked questions'],
  'faq-categories': ['Question category', 'Question categories'],
  'social-media': ['Social network link', 'Social network links'],
  labels: ['Interface text', 'Interface texts'],
  languages: ['Language', 'Languages'],
  media: ['Image', 'Images'],
  enquiries: ['Enquiry', 'Enquiries'],
  bookings: ['Booking', 'Bookings'],
  'room-availability': ['Availability rule', 'Availability and restrictions'],
  users: ['Staff member', 'Staff members'],
}

const GLOBAL_NAMES: Record<string, string> = {
  'corporate-profile': 'Company profile',
  about: 'About page',
  'host-content': 'Host page',
}

/** Field names whose words alone would not explain them. */
const FIELD_NAMES: Record<string, string> = {
  property: 'Hotel',
  properties: 'Hotels',
  slug: 'Web address name',
  intro: 'Introduction',
  cta: 'Button text',
  corporate_id: 'Group ID',
  value: 'Text',
  valid_to: 'Valid until',
  total_minor: 'Total (taxes and fees included)',
  star_rating: 'Stars',
  size_sqm: 'Size (m²)',
  published_at: 'Publication date',
  platform: 'Network',
  percent: 'Percentage',
  max_children: 'Children at most',
  max_adults: 'Adults at most',
  label_uri: 'URL prefix',
  iso_code: 'ISO code',
  is_default: 'Default language',
  hero: 'Main image',
  gtm: 'Google Tag Manager ID',
  discount_percent: 'Discount (%)',
  body: 'Review',
  board: 'Meals',
  basis: 'Charged as',
  base_occupancy: 'Adults included in the price',
  alt: 'Alternative text',
  cover: 'Cover image',
  favicon: 'Site icon',
  amount_minor: 'Amount',
  extra_adult_minor: 'Extra adult per night',
  nightly_minor: 'Nightly price',
  check_in_time: 'Check-in time',
  check_out_time: 'Check-out time',
  url: 'Web address (URL)',
  email: 'E-mail',
  employment_type: 'Employment type',
}

/** Option values that are names, spelled as their owners spell them. */
const OPTION_NAMES: Record<string, string> = {
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  x: 'X',
}

type Labelled = Record<string, string>
type AnyField = Field & {
  name?: string
  label?: unknown
  labels?: { singular?: unknown; plural?: unknown }
  options?: Option[]
  fields?: Field[]
  tabs?: { label?: unknown; fields: Field[] }[]
  admin?: { description?: unknown }
}

/** A label Payload shows in the staff member's language: a string is English, an object is left as written. */
const inLanguages = (label: unknown): Labelled | unknown => (typeof label === 'string' ? translated(label) : label)

export function englishFieldLabel(field: { name?: string; label?: unknown }): string | undefined {
  if (typeof field.label === 'string') return field.label
  if (!field.name) return undefined
  return FIELD_NAMES[field.name] ?? humanize(field.name)
}

function labelOption(option: Option): Option {
  if (typeof option === 'string') return { value: option, label: translated(OPTION_NAMES[option] ?? humanize(option)) }
  if (typeof option.label === 'string') {
    const english = option.label === option.value ? (OPTION_NAMES[option.value] ?? humanize(option.value)) : option.label
    return { ...option, label: translated(english) }
  }
  return option
}

export function labelField(input: Field): Field {
  const field = input as AnyField
  const next: AnyField = { ...field }
  if (field.type === 'ui') return next as Field
  // A label written in every language (an object) is kept as written.
  if ('name' in field && field.label !== false && (field.label === undefined || typeof field.label === 'string')) {
    const english = englishFieldLabel(field)
    if (english) (next as { label?: unknown }).label = inLanguages(english)
  }
  if (field.labels) next.labels = { singular: inLanguages(field.labels.singular), plural: inLanguages(field.labels.plural) }
  if (field.admin && typeof field.admin.description === 'string') {
    next.admin = { ...field.admin, description: translated(field.admin.description) } as AnyField['admin']
  }
  if (field.options) next.options = field.options.map(labelOption)
  // A checkbox reads Yes / No in lists, in the staff member's language (Payload shows `true` / `false`).
  if (field.type === 'checkbox') {
    const admin = (next.admin ?? {}) as { components?: Record<string, unknown> }
    if (!admin.components?.Cell) {
      next.admin = { ...admin, components: { ...admin.components, Cell: '/components/admin/yes-no-cell#YesNoCell' } } as AnyField['admin']
    }
  }
  if (field.fields) next.fields = field.fields.map(labelField)
  if (field.tabs) next.tabs = field.tabs.map((tab) => ({ ...tab, label: inLanguages(tab.label), fields: tab.fields.map(labelField) }))
  return next as Field
}

export function labelCollection(collection: CollectionConfig): CollectionConfig {
  const [singular, plural] = COLLECTION_NAMES[collection.slug] ?? [humanize(collection.slug), humanize(collection.slug)]
  const description = collection.admin?.description
  return {
    ...collection,
    labels: { singular: translated(singular), plural: translated(plural) },
    admin: {
      ...collection.admin,
      group: translated(GROUP_OF[collection.slug] ?? 'Content'),
      ...hiddenFromManagers(collection.slug),
      ...(typeof description === 'string' ? { description: translated(description) } : {}),
    },
    fields: collection.fields.map(labelField),
  }
}

export function labelGlobal(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    label: translated(GLOBAL_NAMES[global.slug] ?? humanize(global.slug)),
    admin: { ...global.admin, group: translated(GROUP_OF[global.slug] ?? 'Content'), ...hiddenFromManagers(global.slug) },
    fields: global.fields.map(labelField),
  }
}
