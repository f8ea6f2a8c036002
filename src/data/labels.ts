import type { Locale } from '../i18n/locales'
import { labelMessages, type Messages } from '../i18n/messages'
import { cachedRead, findPublic } from './read'
import { ml, str } from './reshape'
import type { Label } from './types'

/** Every interface text, editable by staff (the labels collection). */
export const getLabels = cachedRead('labels', ['labels'], async (): Promise<Label[]> => {
  const docs = await findPublic('labels', { sort: ['key'], depth: 0 })
  return docs.map((doc) => ({ key: str(doc.key), value: ml(doc.value) }))
})

/** The labels of one language as next-intl messages: 'nav.offers' → { nav: { offers } }. */
export async function getMessages(locale: Locale): Promise<Messages> {
  return labelMessages(await getLabels(), locale)
}
