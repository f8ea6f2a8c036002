import type { Field, TextField } from 'payload'

import { ICON_NAMES } from '../lib/icon-names'
import {
  isCalendarDate,
  isValidCoordinates,
  isValidSlug,
  isValidTimeOfDay,
  isValidTimeZone,
  isValidUrl,
} from '../lib/validators'

/** Payload field validators return true or a message; these wrap the shared spec §5 rules. */
const check =
  (rule: (value: unknown) => boolean, message: string, required = false) =>
  (value: unknown) => {
    if (value === undefined || value === null || value === '') return required ? 'Required' : true
    return rule(value) ? true : message
  }

export const slugField = (): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'Lower-case words joined by hyphens; used in the URL.' },
  validate: check(isValidSlug, 'slug is not valid.', true),
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
  admin: { description: "'lat,lng' — for example 48.8539,2.3336" },
  validate: check(isValidCoordinates, 'coordinates is not valid.', required),
})

export const urlField = (name: string, required = false): Field => ({
  name,
  type: 'text',
  required,
  validate: check(isValidUrl, `${name} is not valid.`, required),
})

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
  admin: { description: 'IANA time zone, for example Europe/Paris' },
  validate: check(isValidTimeZone, 'time_zone is not valid.', true),
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
  admin: { description: 'YYYY-MM-DD, on the hotel\'s calendar', placeholder: '2027-01-31' },
  validate: check(isCalendarDate, `${label} is not a date such as 2027-01-31.`, required),
})

/** A price in minor units of the hotel's currency, shown beside the input in that currency ("= €720.00"). */
export const minorUnitsField = (name: string, label: string, extra: { required?: boolean; defaultValue?: number; description?: string } = {}): Field => ({
  name,
  label,
  type: 'number',
  min: 0,
  required: extra.required,
  defaultValue: extra.defaultValue,
  admin: {
    description: extra.description,
    components: { Field: '/components/admin/minor-units-field#MinorUnitsField' },
  },
  validate: (value: unknown) =>
    value === null || value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0)
      ? extra.required && (value === null || value === undefined)
        ? 'Required'
        : true
      : `${label} must be a whole number of minor units (cents, or whole yen).`,
})
