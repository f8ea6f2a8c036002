import { formatMessage } from '@/lib/message-format'

/**
 * The booking flow's texts as the page hands them to its client components: the raw labels of the
 * `booking` group (ICU messages, staff-editable), filled in the browser by `translator`.
 */
export type BookingLabels = Record<string, string>

export type Translate = (key: string, values?: Record<string, string | number>) => string

export function translator(labels: BookingLabels, localeTag: string): Translate {
  return (key, values) => formatMessage(labels[key] ?? key, values, localeTag)
}
