import { describe, expect, it } from 'vitest'

import { type DestinationSuggestion, suggestDestinations, suggestionTerms } from '@/lib/search-text'

const place = (kind: DestinationSuggestion['kind'], slug: string, names: string[]): DestinationSuggestion => ({
  kind,
  slug,
  label: names[0] ?? slug,
  context: '',
  terms: suggestionTerms([...names, slug.replace(/-/g, ' ')]),
})

// A slice of the demo content: names as the seed writes them in the 8 languages.
const INDEX = [
  place('country', 'japan', ['Japan', 'Japon', '日本', 'Nhật Bản', 'ญี่ปุ่น', 'Jepang']),
  place('country', 'switzerland', ['Switzerland', 'Suisse', 'スイス', '瑞士', 'Thụy Sĩ', 'Schweiz', 'สวิตเซอร์แลนด์', 'Swiss']),
  place('city', 'kyoto', ['Kyoto', '京都', 'เกียวโต']),
  place('city', 'tokyo', ['Tokyo', '東京', 'Tokio', 'โตเกียว']),
  place('city', 'zurich', ['Zurich', 'チューリッヒ', '苏黎世', 'Zürich', 'ซูริก']),
  place('city', 'hoi-an', ['Hoi An', 'Hội An', 'ホイアン', '会安', 'ฮอยอัน']),
  place('city', 'paris', ['Paris', 'パリ', '巴黎', 'ปารีส']),
  place('property', 'aurelia-kyoto-higashiyama', ['Aurelia Kyoto Higashiyama']),
  place('property', 'aurelia-paris-saint-germain', ['Aurelia Paris Saint-Germain']),
]
const slugs = (typed: string) => suggestDestinations(INDEX, typed).map((suggestion) => suggestion.slug)

describe('destination suggestions', () => {
  it('ignore case and Latin accents, both ways', () => {
    expect(slugs('ZURICH')).toEqual(['zurich'])
    expect(slugs('zürich')).toEqual(['zurich'])
    expect(slugs('hoi an')).toEqual(['hoi-an'])
    expect(slugs('Hội')).toEqual(['hoi-an'])
    expect(slugs('thuy si')).toEqual(['switzerland'])
  })

  it('match Japanese as written, in full- or half-width forms', () => {
    expect(slugs('京都')).toEqual(['kyoto'])
    expect(slugs('京')).toEqual(['kyoto', 'tokyo'])
    expect(slugs('パリ')).toEqual(['paris'])
    expect(slugs('ﾊﾟﾘ')).toEqual(['paris'])
    expect(slugs('ＫＹＯＴＯ')).toEqual(['kyoto', 'aurelia-kyoto-higashiyama'])
  })

  it('match Thai and Chinese inside a name (no spaces between words)', () => {
    // Tokyo is โตเกียว: Kyoto's name starts with the text, so it comes first.
    expect(slugs('เกียว')).toEqual(['kyoto', 'tokyo'])
    expect(slugs('เกียวโต')).toEqual(['kyoto'])
    expect(slugs('โต')).toEqual(['tokyo', 'kyoto'])
    expect(slugs('巴黎')).toEqual(['paris'])
    expect(slugs('黎')).toEqual(['zurich', 'paris'])
  })

  it('put names or words that start with the text first, then countries before cities before hotels', () => {
    expect(slugs('pa')).toEqual(['paris', 'aurelia-paris-saint-germain', 'japan'])
    expect(slugs('paris')).toEqual(['paris', 'aurelia-paris-saint-germain'])
    expect(slugs('kyoto')).toEqual(['kyoto', 'aurelia-kyoto-higashiyama'])
    expect(slugs('saint germain')).toEqual(['aurelia-paris-saint-germain'])
  })

  it('offer the start of the list for an empty box and nothing for text that matches nothing', () => {
    expect(suggestDestinations(INDEX, '', 3).map((suggestion) => suggestion.slug)).toEqual(['japan', 'switzerland', 'kyoto'])
    expect(slugs('atlantis')).toEqual([])
  })
})
