import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { pick } from '../i18n/text'
import { cachedRead, findPublic } from './read'
import { ml, str } from './reshape'
import type { Label } from './types'

/** Every interface text, editable by staff (the labels collection). */
export const getLabels = cachedRead('labels', ['labels'], async (): Promise<Label[]> => {
  const docs = await findPublic('labels', { sort: ['key'], depth: 0 })
  return docs.map((doc) => ({ key: str(doc.key), value: ml(doc.value) }))
})

/** The labels of one language as next-intl messages: 'nav.offers' → { nav: { offers } }. */
export async function getMessages(locale: Locale): Promise<Record<string, Record<string, string>>> {
  const messages: Record<string, Record<string, string>> = {}
  for (const label of await getLabels()) {
    const [group, ...rest] = label.key.split('.')
    if (!group || rest.length === 0) continue
    messages[group] ??= {}
    messages[group][rest.join('_')] = pick(label.value, locale) || pick(label.value, DEFAULT_LOCALE)
  }
  return messages
}
