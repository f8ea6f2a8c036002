import { cachedRead } from './cache'

import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { findGlobalPublic, findPublic } from './query'
import { image, ml, num, pick, str } from './reshape'
import type { CorporateProfile, Label, Language } from './types'

export const getLanguages = cachedRead('getLanguages', ['languages'], async (): Promise<Language[]> => {
  const { docs } = await findPublic('languages', { sort: ['order', 'iso_code'], depth: 0 })
  return docs.map((doc) => ({
    iso_code: str(doc.iso_code),
    label_uri: str(doc.label_uri),
    label: str(doc.label),
    is_default: doc.is_default === true,
    status: doc.status === true,
    order: num(doc.order),
  }))
})

export const getLabels = cachedRead('getLabels', ['labels'], async (): Promise<Label[]> => {
  const { docs } = await findPublic('labels', { sort: ['key'], depth: 0 })
  return docs.map((doc) => ({ key: str(doc.key), value: ml(doc.value) }))
})

/** The labels of one language as next-intl messages: 'nav.offers' → { nav: { offers } }. */
export const getMessages = cachedRead('getMessages', ['labels'], async (locale: Locale) => {
  const messages: Record<string, Record<string, string>> = {}
  for (const label of await getLabels()) {
    const [group, ...rest] = label.key.split('.')
    if (!group || rest.length === 0) continue
    const value = pick(label.value, locale) || pick(label.value, DEFAULT_LOCALE)
    messages[group] ??= {}
    messages[group][rest.join('_')] = value
  }
  return messages
})

export const getCorporateProfile = cachedRead('getCorporateProfile', ['global:corporate-profile', 'media'], async (): Promise<CorporateProfile> => {
  const doc = await findGlobalPublic('corporate-profile')
  return {
    name: str(doc.name),
    corporate_id: str(doc.corporate_id),
    tagline: ml(doc.tagline),
    description: ml(doc.description),
    address: ml(doc.address),
    email: str(doc.email),
    phone: str(doc.phone),
    logo: image(doc.logo),
    favicon: image(doc.favicon),
    gtm: str(doc.gtm),
  }
})
