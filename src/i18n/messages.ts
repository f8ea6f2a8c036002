import { DEFAULT_LOCALE, type Locale } from './locales'
import { type ML, pick } from './text'

/** next-intl's messages: 'nav.offers' → { nav: { offers } }. */
export type Messages = Record<string, Record<string, string>>

/**
 * Labels as next-intl messages in one language, with the default language's text where a label has
 * none in it. A key without a group ('title') is not a message.
 */
export function labelMessages(labels: Iterable<{ key: string; value: ML }>, locale: Locale): Messages {
  const messages: Messages = {}
  for (const label of labels) {
    const [group, ...rest] = label.key.split('.')
    if (!group || rest.length === 0) continue
    messages[group] ??= {}
    messages[group][rest.join('_')] = pick(label.value, locale) || pick(label.value, DEFAULT_LOCALE)
  }
  return messages
}
