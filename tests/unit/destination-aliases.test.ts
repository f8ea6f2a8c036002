import { describe, expect, it } from 'vitest'

import { type DestinationOption, matchDestinations, parseSearchTerms } from '@/lib/destination-match'
import { suggestDestinations, suggestionTerms } from '@/lib/search-text'
import { foldText } from '@/lib/text-match'

import { cities, countries, properties } from '../../seed/content/properties'
import { searchTerms } from '../../seed/content/search-terms'

/**
 * Names people type that are not a place's name: the region a city is in, the kind of stay a hotel
 * is, readings and other scripts. Matched over the demo content as the seed writes it (names in 8
 * languages and the staff-editable search terms), the way getDestinationOptions and
 * getDestinationSuggestions build the index.
 */
const termsOf = (collection: keyof typeof searchTerms, slug: string) => parseSearchTerms(searchTerms[collection][slug])

const OPTIONS: DestinationOption[] = [
  ...countries.map((country) => ({
    kind: 'country' as const,
    slug: country.slug,
    name: country.name,
    context: {},
    centre: null,
    properties: properties.filter((property) => property.country === country.slug).map((property) => property.slug),
    aliases: termsOf('countries', country.slug),
  })),
  ...cities.map((city) => ({
    kind: 'city' as const,
    slug: city.slug,
    name: city.name,
    context: countries.find((country) => country.slug === city.country)?.name ?? {},
    centre: null,
    properties: properties.filter((property) => property.city === city.slug).map((property) => property.slug),
    aliases: termsOf('cities', city.slug),
  })),
  ...properties.map((property) => ({
    kind: 'property' as const,
    slug: property.slug,
    name: property.name,
    context: {},
    centre: null,
    properties: [property.slug],
    // A hotel is found by its city's other names too (a hotel in Ubud is in Bali).
    aliases: [...termsOf('properties', property.slug), ...termsOf('cities', property.city)],
  })),
]

const SUGGESTIONS = (locale: 'en' | 'ja' | 'th') =>
  OPTIONS.map((option) => ({
    kind: option.kind,
    slug: option.slug,
    label: option.name[locale] ?? option.name.en ?? option.slug,
    context: '',
    terms: suggestionTerms([...Object.values(option.name), option.slug.replace(/-/g, ' '), ...(option.aliases ?? [])]),
  }))

const suggested = (locale: 'en' | 'ja' | 'th', typed: string) => suggestDestinations(SUGGESTIONS(locale), typed).map((suggestion) => suggestion.slug)
const resolved = (typed: string) => matchDestinations(OPTIONS, typed)[0]?.slug

describe('search terms staff edit', () => {
  it('are one per line (or comma-separated), trimmed, without blanks or repeats', () => {
    expect(parseSearchTerms('Bali\n  Pulau Bali , バリ島\n\nBali\r\n')).toEqual(['Bali', 'Pulau Bali', 'バリ島'])
    expect(parseSearchTerms(undefined)).toEqual([])
    expect(parseSearchTerms(null)).toEqual([])
  })
})

describe('suggestions by region, alias and reading', () => {
  it('en: "Bali" offers Ubud and its hotel; "Riviera" and "Côte d’Azur" offer Nice; "ryokan" the Kyoto hotel', () => {
    expect(suggested('en', 'Bali')).toEqual(['ubud', 'aurelia-ubud-retreat'])
    expect(suggested('en', 'bali')[0]).toBe('ubud')
    expect(suggested('en', 'Riviera')).toEqual(['nice', 'aurelia-nice-promenade'])
    expect(suggested('en', "Cote d'Azur")).toEqual(['nice', 'aurelia-nice-promenade'])
    expect(suggested('en', 'Côte d’Azur')[0]).toBe('nice')
    expect(suggested('en', 'ryokan')).toEqual(['aurelia-kyoto-higashiyama'])
    expect(suggested('en', 'Ryokan')).toEqual(['aurelia-kyoto-higashiyama'])
  })

  it('ja: hiragana readings find the place written in kanji; katakana and hiragana are one', () => {
    expect(suggested('ja', 'きょうと')[0]).toBe('kyoto')
    expect(suggested('ja', 'キョウト')[0]).toBe('kyoto')
    expect(suggested('ja', 'きょう')[0]).toBe('kyoto')
    expect(suggested('ja', 'とうきょう')[0]).toBe('tokyo')
    expect(suggested('ja', '旅館')).toEqual(['aurelia-kyoto-higashiyama'])
    expect(suggested('ja', 'りょかん')).toEqual(['aurelia-kyoto-higashiyama'])
    expect(suggested('ja', 'バリ島')[0]).toBe('ubud')
    expect(suggested('ja', 'コート・ダジュール')[0]).toBe('nice')
    // Voicing still matters: パリ is Paris, バリ is Bali.
    expect(suggested('ja', 'パリ')[0]).toBe('paris')
    expect(suggested('ja', 'バリ')[0]).toBe('ubud')
    expect(foldText('キョウト')).toBe(foldText('きょうと'))
  })

  it('th: Thai spellings find the place', () => {
    expect(suggested('th', 'บาหลี')).toEqual(['ubud', 'aurelia-ubud-retreat'])
    expect(suggested('th', 'เรียวกัง')).toEqual(['aurelia-kyoto-higashiyama'])
    expect(suggested('th', 'ริเวียร่า')[0]).toBe('nice')
    expect(suggested('th', 'กรุงเทพ')[0]).toBe('bangkok')
  })

  it('the search resolves the same names to the same place', () => {
    expect(resolved('Bali')).toBe('ubud')
    expect(resolved('French Riviera')).toBe('nice')
    expect(resolved('ryokan')).toBe('aurelia-kyoto-higashiyama')
    expect(resolved('きょうと')).toBe('kyoto')
    expect(resolved('บาหลี')).toBe('ubud')
    // A place's own names still come first.
    expect(resolved('Kyoto')).toBe('kyoto')
    expect(resolved('Paris')).toBe('paris')
  })
})
