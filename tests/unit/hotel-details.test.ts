import { describe, expect, it } from 'vitest'

import { averageRating, POLICIES, POLICY_KEYS, ROOM_VIEWS } from '../../src/lib/hotel-details'
import { labels } from '../../seed/content/labels'
import { housePolicies, moreReviews, reviewLanguages, venues } from '../../seed/content/hotel-details'
import { properties, reviews } from '../../seed/content/properties'

describe('averageRating', () => {
  it('is the mean to one decimal and the count of the scores given', () => {
    expect(averageRating([5, 5, 4, 5, 4, 5])).toEqual({ average: 4.7, count: 6 })
    expect(averageRating([4, 5])).toEqual({ average: 4.5, count: 2 })
    expect(averageRating([])).toEqual({ average: null, count: 0 })
    expect(averageRating([0, 3])).toEqual({ average: 3, count: 1 })
  })
})

describe('the demo hotels’ details', () => {
  it('gives every hotel six reviews or more in three languages or more, each written in its own language', () => {
    const all = [...reviews, ...moreReviews]
    for (const property of properties) {
      const own = all.filter((review) => review.property === property.slug)
      expect(own.length, property.slug).toBeGreaterThanOrEqual(6)
      const languages = own.map((review) => review.language ?? reviewLanguages[review.author])
      expect(languages.every(Boolean), property.slug).toBe(true)
      expect(new Set(languages).size, property.slug).toBeGreaterThanOrEqual(3)
      for (const [index, review] of own.entries()) expect(review.body[languages[index]!], `${property.slug}: ${review.author}`).toBeTruthy()
    }
  })

  it('answers every house policy from the list, and names a dining and a spa venue where the facilities list them', () => {
    for (const property of properties) {
      for (const key of POLICY_KEYS)
        expect(
          POLICIES[key].map((option) => option.value),
          `${property.slug}: ${key}`,
        ).toContain(housePolicies[property.slug]?.[key])
      const kinds = (venues[property.slug] ?? []).map((venue) => venue.kind)
      if (property.facilities.includes('restaurant')) expect(kinds, property.slug).toContain('dining')
      if (property.facilities.includes('spa')) expect(kinds, property.slug).toContain('spa')
    }
  })

  it('has a label in every language for each view and each policy answer', () => {
    const keys = [
      ...ROOM_VIEWS.map(({ value }) => `hotel_page.view_${value.replaceAll('-', '_')}`),
      ...POLICY_KEYS.flatMap((key) => [`hotel_page.policy_${key}`, ...POLICIES[key].map(({ value }) => `hotel_page.${key}_${value}`)]),
    ]
    for (const key of keys) {
      const label = (labels as Record<string, Record<string, string>>)[key]
      expect(label, key).toBeDefined()
      for (const locale of ['en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id']) expect(label![locale], `${key} ${locale}`).toBeTruthy()
    }
  })

  it('gives each Kyoto room a first picture of its own scene', () => {
    const kyoto = properties.find((property) => property.slug === 'aurelia-kyoto-higashiyama')!
    const first = kyoto.roomTypes.map((room) => `${room.photos[0]!.scene}/${room.photos[0]!.view ?? ''}`)
    expect(new Set(first).size).toBe(kyoto.roomTypes.length)
  })
})
