import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { LANGUAGES, LOCALES, type Locale } from '../../i18n/locales'
import { editedByField, keptVersions } from '../edit-history'

import { publicContent } from '../access/presets'

type Texts = Partial<Record<Locale, string | null>>

/**
 * Each save notes the text in every language in one field the list's search box reads (so a text is
 * found by what it says in any language, not only by its key), and the languages it still lacks.
 */
const noteTextsAndGaps: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const texts: Texts = {}
  if (data.value && typeof data.value === 'object') Object.assign(texts, data.value as Texts)
  else {
    // The language being saved, read before the lookup below: a local API call given `req` sets its
    // locale on it ('all'), which would then be the language Payload saves this text in.
    const { locale, fallbackLocale } = req
    if (originalDoc?.id !== undefined) {
      try {
        const stored = await req.payload.findByID({ collection: 'labels', id: originalDoc.id, locale: 'all', depth: 0, overrideAccess: true, req })
        if (stored.value && typeof stored.value === 'object') Object.assign(texts, stored.value as unknown as Texts)
      } finally {
        req.locale = locale
        req.fallbackLocale = fallbackLocale
      }
    }
    if (data.value !== undefined) texts[(locale as Locale | undefined) ?? 'en'] = data.value as string | null
  }
  const present = (code: Locale) => typeof texts[code] === 'string' && texts[code]!.trim() !== ''
  data.search_text = LOCALES.filter(present)
    .map((code) => texts[code]!.trim())
    .join('\n')
  data.missing_in = LOCALES.filter((code) => !present(code))
  return data
}

export const Labels: CollectionConfig = {
  slug: 'labels',
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'value', 'missing_in'],
    group: 'Settings',
    description: 'Every text of the site interface, in every language. Search finds a text by its key or by what it says in any language.',
    listSearchableFields: ['key', 'search_text'],
  },
  access: publicContent,
  defaultSort: 'key',
  versions: keptVersions,
  hooks: { beforeChange: [noteTextsAndGaps] },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'value', type: 'text', localized: true, required: true },
    {
      name: 'missing_in',
      label: 'Missing in',
      type: 'select',
      hasMany: true,
      options: LANGUAGES.map(({ code, label }) => ({ label: `${label} (${code})`, value: code })),
      admin: { readOnly: true, position: 'sidebar', description: 'Languages this text has not been written in yet (filled in on save).' },
    },
    { name: 'search_text', type: 'textarea', admin: { hidden: true } },
    editedByField,
  ],
}
