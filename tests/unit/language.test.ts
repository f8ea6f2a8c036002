import { describe, expect, it } from 'vitest'

import { LANGUAGES, LOCALE_TAG_TO_CODE, localeTag } from '@/i18n/locales'
import { type LanguageEntry, languagePrefix, resolveLanguage, resolveMultilingual, stripLanguagePrefix } from '@/i18n/resolve'

const configured: LanguageEntry[] = LANGUAGES.map((language) => ({
  iso_code: language.locale,
  label_uri: language.code,
  is_default: language.isDefault,
  status: true,
}))

describe('language prefix (spec §2, §4)', () => {
  it('is the first segment when it is a supported two-letter code', () => {
    expect(languagePrefix('/fr/listing/x')).toBe('fr')
    expect(languagePrefix('/ja')).toBe('ja')
    expect(languagePrefix('/listing/x')).toBeNull()
    expect(languagePrefix('/es/listing')).toBeNull()
    expect(languagePrefix('/fra/listing')).toBeNull()
    expect(languagePrefix('/')).toBeNull()
  })

  it('strips the prefix and keeps the rest of the path', () => {
    expect(stripLanguagePrefix('/fr/listing/x')).toBe('/listing/x')
    expect(stripLanguagePrefix('/fr')).toBe('/')
    expect(stripLanguagePrefix('/listing')).toBe('/listing')
  })
})

describe('language resolution (spec §4)', () => {
  it('matches the prefix through label_uri', () => {
    expect(resolveLanguage('/th/listing', configured)).toBe('th-TH')
    expect(resolveLanguage('/de', configured)).toBe('de-CH')
  })

  it('falls back to the default language whose status is truthy', () => {
    expect(resolveLanguage('/listing', configured)).toBe('en-US')
    const frenchDefault = configured.map((entry) => ({ ...entry, is_default: entry.label_uri === 'fr' }))
    expect(resolveLanguage('/about', frenchDefault)).toBe('fr-FR')
  })

  it('ignores a language switched off, then falls back to en-US when no default is on', () => {
    const thaiOff = configured.map((entry) => ({ ...entry, status: entry.label_uri !== 'th' }))
    expect(resolveLanguage('/th/listing', thaiOff)).toBe('en-US')
    const nothingOn = configured.map((entry) => ({ ...entry, status: false }))
    expect(resolveLanguage('/fr', nothingOn)).toBe('en-US')
    expect(resolveLanguage('/fr', [])).toBe('en-US')
  })
})

describe('multilingual objects (spec §4)', () => {
  const text = { en: 'Sea view', fr: 'Vue sur la mer', ja: '海の見える' }
  it('returns the chosen language, else the URL prefix, else the whole object', () => {
    expect(resolveMultilingual(text, 'fr', 'ja')).toBe('Vue sur la mer')
    expect(resolveMultilingual(text, 'de', 'ja')).toBe('海の見える')
    expect(resolveMultilingual(text, 'de', 'th')).toEqual(text)
    expect(resolveMultilingual('plain', 'fr')).toBe('plain')
  })
})

describe('locale map (spec §9)', () => {
  it('maps each formatting locale to its code and back', () => {
    expect(LOCALE_TAG_TO_CODE).toEqual({
      'en-US': 'en',
      'fr-FR': 'fr',
      'ja-JP': 'ja',
      'zh-CN': 'zh',
      'vi-VI': 'vi',
      'de-CH': 'de',
      'th-TH': 'th',
      'id-ID': 'id',
    })
    expect(localeTag('de')).toBe('de-CH')
  })
})
