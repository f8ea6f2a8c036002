import type { Field, TextField } from 'payload'

import { ICON_NAMES } from '../lib/icon-names'
import { isCalendarDate, isSafeLink, isValidCoordinates, isValidSlug, isValidTimeOfDay, isValidTimeZone, isValidUrl } from '../lib/validators'

/** Payload field validators return true or a message; these wrap the shared spec §5 rules. */
const check =
  (rule: (value: unknown) => boolean, message: string, required = false) =>
  (value: unknown) => {
    if (value === undefined || value === null || value === '') return required ? 'Required' : true
    return rule(value) ? true : message
  }

/** A title made into a slug: "Spa & Sea — Été 2026" → "spa-sea-ete-2026"; empty when it has no letters a–z or digits. */
export function slugFromTitle(title: unknown): string {
  if (typeof title !== 'string') return ''
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .replace(/[øØ]/g, 'o')
    .replace(/[đĐ]/g, 'd')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** The title a slug is made from: the document's title, else its name (in the language being edited). */
const titleOf = (data: Record<string, unknown> | undefined): unknown => data?.title ?? data?.name

/**
 * The web address's slug. Left empty, it is made from the title (or name) on save, with -2, -3… when
 * another document has it already; one typed in is kept as typed.
 */
export const slugField = (): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'Lower-case words joined by hyphens; used in the web address. Left empty, it is made from the title.',
  },
  hooks: {
    beforeValidate: [
      async ({ value, siblingData, collection, originalDoc, req }) => {
        if (typeof value === 'string' && value.trim()) return value.trim()
        const base = slugFromTitle(titleOf(siblingData)) || slugFromTitle(titleOf(originalDoc))
        if (!base || !collection) return value
        for (let n = 1; n <= 50; n++) {
          const candidate = n === 1 ? base : `${base}-${n}`
          const { totalDocs } = await req.payload.count({
            collection: collection.slug,
            where: { and: [{ slug: { equals: candidate } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
            overrideAccess: true,
            req,
          })
          if (totalDocs === 0) return candidate
        }
        return value
      },
    ],
  },
  validate: (value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }) => {
    if (value === undefined || value === null || value === '') {
      // Made from the title on save, when the title has letters to make it from.
      if (slugFromTitle(titleOf(siblingData))) return true
      return 'Type a slug: the title has no letters a–z to make one from.'
    }
    return isValidSlug(value) ? true : 'slug is not valid.'
  },
})

/**
 * The other names visitors type for a place or hotel, in any language or script, one per line: the
 * destination box suggests it and the search finds it by these as by its name.
 */
export const searchTermsField = (): Field => ({
  name: 'search_terms',
  type: 'textarea',
  admin: {
    description:
      'Other names visitors type for it, one per line, in any language or script: a region (Bali, Côte d’Azur), a kind of stay (ryokan), readings and spellings (きょうと, บาหลี). The destination search suggests it for these.',
  },
})

export const orderField = (): Field => ({
  name: 'order',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers come first.' },
})

export const coordinatesField = (required = true): Field => ({
  name: 'coordinates',
  type: 'text',
  required,
  admin: {
    description: 'Latitude, longitude — for example 48.8539, 2.3336',
    // A link to the place on a map, so staff see at once whether the numbers are right (or swapped).
    components: { afterInput: ['/components/admin/coordinates-check#CoordinatesCheck'] },
  },
  validate: check(isValidCoordinates, 'Coordinates are latitude (−90 to 90), longitude (−180 to 180), such as 48.8539, 2.3336.', required),
})

export const urlField = (name: string, required = false): Field => ({
  name,
  type: 'text',
  required,
  validate: check(isValidUrl, `${name} is not valid.`, required),
})

export const LINK_MESSAGE = 'Enter a path on this site starting with / (such as /offers) or an address starting with https://.'

/** A link staff type: a site path or an https:// URL (`isSafeLink`); never `javascript:` or `//other.site`. */
export const linkField = (name: string, extra: { required?: boolean; description?: string } = {}): TextField => ({
  name,
  type: 'text',
  required: extra.required,
  admin: { description: extra.description ?? 'A path on this site such as /offers, or an address starting with https://' },
  validate: check(isSafeLink, LINK_MESSAGE, extra.required),
})

/**
 * The URL of a link typed into rich text, as Lexical's link feature validates it: the same rule as every
 * other link field. Internal links (to a document) carry no URL.
 */
export const richTextLinkUrlValidate = (value: unknown, options?: { siblingData?: { linkType?: unknown } }): string | true => {
  if (options?.siblingData?.linkType === 'internal') return true
  if (value === undefined || value === null || value === '') return 'Required'
  return isSafeLink(value) ? true : LINK_MESSAGE
}

export const timeOfDayField = (name: string, defaultValue: string): Field => ({
  name,
  type: 'text',
  required: true,
  defaultValue,
  admin: { description: 'HH:MM, 24-hour clock' },
  validate: check(isValidTimeOfDay, `${name} is not valid.`, true),
})

export const timeZoneField = (): Field => ({
  name: 'time_zone',
  type: 'text',
  required: true,
  admin: {
    description: "The hotel's own clock: arrivals, cut-off times and cancellation deadlines follow it",
    // A searchable list of the zones the runtime knows, stored as the same text as before.
    components: { Field: '/components/admin/time-zone-field#TimeZoneField' },
  },
  validate: check(isValidTimeZone, 'Choose a time zone from the list, such as Europe/Paris.', true),
})

export const iconField = (): Field => ({
  name: 'icon',
  type: 'select',
  required: true,
  options: ICON_NAMES.map((name) => ({ label: name, value: name })),
})

export const imageField = (name = 'image', required = true): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
})

/** A calendar date 'YYYY-MM-DD' on the property's own calendar (stay dates are never instants). */
export const calendarDateField = (name: string, label: string, required = true): Field => ({
  name,
  label,
  type: 'text',
  required,
  admin: { description: "YYYY-MM-DD, on the hotel's calendar", placeholder: '2027-01-31' },
  validate: check(isCalendarDate, `${label} is not a date such as 2027-01-31.`, required),
})

/**
 * A price stored in integer minor units of the hotel's currency (cents, or whole yen) and typed and shown
 * in major units with that currency's sign: "160.50 €" on a Paris rate stores 16050, "8100000 Rp" on the
 * Ubud rate stores 810000000. The currency is the document's own (a hotel) or that of its hotel (rates).
 * While the text typed is not an amount the field holds that text, and this refuses it.
 */
export const minorUnitsField = (name: string, label: string, extra: { required?: boolean; defaultValue?: number; description?: string } = {}): Field => ({
  name,
  label,
  type: 'number',
  min: 0,
  required: extra.required,
  defaultValue: extra.defaultValue,
  admin: {
    description: extra.description,
    components: {
      Field: '/components/admin/minor-units-field#MinorUnitsField',
      Cell: '/components/admin/minor-units-field#MinorUnitsCell',
    },
  },
  validate: (value: unknown) => {
    if (value === null || value === undefined) return extra.required ? 'Required' : true
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return true
    return `${label}: type an amount such as 160.50, with no more decimals than the currency has.`
  },
})

/** Longest title and description search engines show in full (Google cuts titles near 60 characters). */
export const SEO_TITLE_MAX = 70
export const SEO_DESCRIPTION_MAX = 170

/**
 * What search engines and link previews show for a page, in each language: its title and description.
 * Empty, the page's own title and summary stand in. The shape is that of `@payloadcms/plugin-seo`'s
 * `meta` group (`meta.title`, `meta.description`), so the plugin can take these fields over without
 * moving any data once it is published for this Payload version.
 */
export const seoField = (): Field => ({
  name: 'meta',
  label: 'Search engines',
  type: 'group',
  admin: { description: 'What Google and link previews show. Left empty, the title and summary are used.' },
  fields: [
    {
      name: 'title',
      label: 'Title for search engines',
      type: 'text',
      localized: true,
      maxLength: SEO_TITLE_MAX,
      admin: { description: 'Best at 50 to 60 characters; the group name is added after it.' },
    },
    {
      name: 'description',
      label: 'Description for search engines',
      type: 'textarea',
      localized: true,
      maxLength: SEO_DESCRIPTION_MAX,
      admin: { description: 'Best at 120 to 160 characters: what the page offers, in words a traveller would search.' },
    },
  ],
})
