import { cachedRead, findPublic } from './read'
import { num, str } from './reshape'
import type { Language } from './types'

/** The languages configured in the back office (spec §3 Settings), in their order. */
export const getLanguages = cachedRead('languages', ['languages'], async (): Promise<Language[]> => {
  const docs = await findPublic('languages', { sort: ['order', 'iso_code'], depth: 0 })
  return docs.map((doc) => ({
    iso_code: str(doc.iso_code),
    label_uri: str(doc.label_uri),
    label: str(doc.label),
    is_default: doc.is_default === true,
    status: doc.status === true,
    order: num(doc.order),
  }))
})
