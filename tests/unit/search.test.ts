import { describe, expect, it } from 'vitest'

import { matchDestinations, type DestinationOption } from '@/lib/destination-match'
import { convertMinor, DEFAULT_EXCHANGE_RATES, type ExchangeRates } from '@/lib/exchange'
import { centreOf, distanceKm } from '@/lib/geo'
import { CURRENCIES } from '@/lib/money'
import { comparablePrice, priceBounds, type SearchPrice, type SearchResult, sortResults, withAmenities, withinPrice } from '@/lib/search-results'
import { foldText } from '@/lib/text-match'

const PARIS = { lat: 48.8566, lng: 2.3522 }
const LONDON = { lat: 51.5074, lng: -0.1278 }
const TOKYO = { lat: 35.6762, lng: 139.6503 }

describe('distance', () => {
  it('measures great-circle kilometres', () => {
    expect(distanceKm(PARIS, PARIS)).toBe(0)
    expect(distanceKm(PARIS, LONDON)).toBeCloseTo(343.9, 0)
    expect(distanceKm(PARIS, TOKYO)).toBeCloseTo(9712, -1)
    expect(distanceKm(LONDON, PARIS)).toBeCloseTo(distanceKm(PARIS, LONDON), 9)
  })

  it('crosses the antimeridian the short way', () => {
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 0)
  })

  it('centres a place on the mean of its points', () => {
    expect(centreOf([])).toBeNull()
    expect(centreOf([PARIS])).toEqual(PARIS)
    const centre = centreOf([
      { lat: 10, lng: 20 },
      { lat: 12, lng: 22 },
    ])
    expect(centre?.lat).toBeCloseTo(11, 1)
    expect(centre?.lng).toBeCloseTo(21, 1)
    // Fiji's islands either side of 180°: the centre is near 180°, not near 0°.
    expect(
      Math.abs(
        centreOf([
          { lat: -17, lng: 179 },
          { lat: -17, lng: -179 },
        ])!.lng,
      ),
    ).toBeCloseTo(180, 3)
  })
})

describe('currency conversion', () => {
  const rates: ExchangeRates = { base: 'USD', rates: { USD: 1, EUR: 0.92, JPY: 152, IDR: 15800, CHF: 0.88 }, updated_at: null }

  it('converts minor units with each currency’s exponent, rounding once', () => {
    expect(convertMinor(10_000, 'USD', 'EUR', rates)).toBe(9_200) // $100.00 → €92.00
    expect(convertMinor(15_200, 'JPY', 'USD', rates)).toBe(10_000) // ¥15,200 → $100.00
    expect(convertMinor(9_200, 'EUR', 'JPY', rates)).toBe(15_200) // €92.00 → ¥15,200
    expect(convertMinor(1_580_000_000, 'IDR', 'USD', rates)).toBe(100_000) // Rp15,800,000.00 → $1,000.00
    expect(convertMinor(12_345, 'EUR', 'EUR', rates)).toBe(12_345)
  })

  it('rounds half away from zero, exactly', () => {
    // ¥1 = 100/152 US cents = 0.6579 → 1 cent; ¥76 = 50 cents exactly; ¥75 = 49.34 → 49.
    expect(convertMinor(1, 'JPY', 'USD', rates)).toBe(1)
    expect(convertMinor(76, 'JPY', 'USD', rates)).toBe(50)
    expect(convertMinor(75, 'JPY', 'USD', rates)).toBe(49)
    // 1 cent of EUR at 0.92: 1.0869… US cents → 1; ¥ from 0.5 exactly rounds up.
    expect(convertMinor(1, 'EUR', 'USD', rates)).toBe(1)
    expect(convertMinor(1, 'USD', 'JPY', { ...rates, rates: { ...rates.rates, JPY: 50 } })).toBe(1)
  })

  it('answers null for a currency without a rate', () => {
    expect(convertMinor(100, 'USD', 'THB', rates)).toBeNull()
    expect(convertMinor(100, 'THB', 'USD', rates)).toBeNull()
  })

  it('ships a rate for every display currency', () => {
    for (const currency of CURRENCIES) expect(convertMinor(100_00, currency, 'USD', DEFAULT_EXCHANGE_RATES)).not.toBeNull()
  })
})

describe('matching destinations', () => {
  const option = (kind: DestinationOption['kind'], slug: string, name: DestinationOption['name']): DestinationOption => ({
    kind,
    slug,
    name,
    context: {},
    centre: null,
    properties: [slug],
  })
  const options = [
    option('country', 'switzerland', { en: 'Switzerland', de: 'Schweiz', ja: 'スイス', th: 'สวิตเซอร์แลนด์' }),
    option('country', 'vietnam', { en: 'Vietnam', vi: 'Việt Nam' }),
    option('city', 'zurich', { en: 'Zurich', de: 'Zürich', ja: 'チューリッヒ', zh: '苏黎世' }),
    option('city', 'hanoi', { en: 'Hanoi', vi: 'Hà Nội' }),
    option('city', 'kyoto', { en: 'Kyoto', ja: '京都', th: 'เกียวโต' }),
    option('property', 'aurelia-kyoto', { en: 'Aurelia Kyoto', ja: 'オーレリア京都' }),
  ]
  const first = (text: string) => matchDestinations(options, text)[0]?.slug

  it('ignores case and accents, in both directions', () => {
    expect(first('ZÜRICH')).toBe('zurich')
    expect(first('zurich')).toBe('zurich')
    expect(first('ha noi')).toBe('hanoi')
    expect(first('Hà Nội')).toBe('hanoi')
    expect(first('viet nam')).toBe('vietnam')
    expect(foldText('ＴＯＫＹＯ')).toBe('tokyo')
  })

  it('matches Japanese, Chinese and Thai as written', () => {
    expect(first('京都')).toBe('kyoto')
    expect(first('スイス')).toBe('switzerland')
    expect(first('苏黎世')).toBe('zurich')
    expect(first('เกียวโต')).toBe('kyoto')
    expect(first('สวิต')).toBe('switzerland')
    // Kana keep their voicing marks: ヒ is not ビ.
    expect(foldText('ビ')).not.toBe(foldText('ヒ'))
  })

  it('puts exact names before prefixes, and places before the hotels named after them', () => {
    expect(matchDestinations(options, 'kyoto').map((item) => item.slug)).toEqual(['kyoto', 'aurelia-kyoto'])
    expect(first('aurelia')).toBe('aurelia-kyoto')
    expect(matchDestinations(options, 'atlantis')).toEqual([])
    expect(matchDestinations(options, '  ')).toEqual([])
  })
})

const price = (nightlyDisplayMinor: number | null): SearchPrice | null =>
  nightlyDisplayMinor === null
    ? null
    : {
        amount_minor: nightlyDisplayMinor,
        currency: 'USD',
        formatted: '',
        nights: 1,
        nightly_minor: nightlyDisplayMinor,
        nightly_formatted: '',
        display: { amount_minor: nightlyDisplayMinor, currency: 'USD', formatted: '', nightly_minor: nightlyDisplayMinor, nightly_formatted: '', approximate: true },
      }

function result(slug: string, fields: Partial<SearchResult> & { nightly?: number | null } = {}): SearchResult {
  const { nightly = null, ...rest } = fields
  return {
    slug,
    name: { en: slug },
    summary: {},
    city: null,
    country: null,
    lat: null,
    lng: null,
    distance_km: null,
    rating: null,
    review_count: 0,
    star_rating: 5,
    order: 0,
    hero: null,
    amenities: [],
    currency: 'USD',
    price: price(nightly),
    from_price: null,
    rooms_left: null,
    unavailable: null,
    nearest_dates: null,
    ...rest,
  }
}

describe('sorting results', () => {
  const results = [
    result('a', { order: 3, distance_km: 12, rating: 4.2, nightly: 30_000 }),
    result('b', { order: 1, distance_km: 2.5, rating: 4.8, nightly: 52_000 }),
    result('c', { order: 2, distance_km: null, rating: null, nightly: null }),
    result('d', { order: 4, distance_km: 40, rating: 4.8, star_rating: 4, nightly: 18_000 }),
  ]
  const slugs = (sort: Parameters<typeof sortResults>[1]) => sortResults(results, sort).map((item) => item.slug)

  it('nearest: by distance, unknown distances last', () => expect(slugs('nearest')).toEqual(['b', 'a', 'd', 'c']))
  it('price low to high: no price last', () => expect(slugs('price_asc')).toEqual(['d', 'a', 'b', 'c']))
  it('price high to low: no price still last', () => expect(slugs('price_desc')).toEqual(['b', 'a', 'd', 'c']))
  it('rating: best score first, then more stars, unrated last', () => expect(slugs('rating')).toEqual(['b', 'd', 'a', 'c']))
  it('order: the group’s order', () => expect(slugs('order')).toEqual(['b', 'c', 'a', 'd']))

  it('nearest without any origin keeps the group’s order', () => {
    const unplaced = results.map((item) => ({ ...item, distance_km: null }))
    expect(sortResults(unplaced, 'nearest').map((item) => item.slug)).toEqual(['b', 'c', 'a', 'd'])
  })

  it('compares "from" prices when there are no dates', () => {
    const undated = [result('x', { order: 1 }), result('y', { order: 2 })]
    undated[0]!.from_price = price(9_000)
    undated[1]!.from_price = price(7_000)
    expect(comparablePrice(undated[1]!)).toBe(7_000)
    expect(sortResults(undated, 'price_asc').map((item) => item.slug)).toEqual(['y', 'x'])
  })
})

describe('filters', () => {
  it('keeps the results that have every amenity asked for', () => {
    const results = [result('a', { amenities: ['wifi', 'pool', 'spa'] }), result('b', { amenities: ['wifi'] }), result('c')]
    expect(withAmenities(results, []).map((item) => item.slug)).toEqual(['a', 'b', 'c'])
    expect(withAmenities(results, ['wifi']).map((item) => item.slug)).toEqual(['a', 'b'])
    expect(withAmenities(results, ['wifi', 'spa']).map((item) => item.slug)).toEqual(['a'])
  })

  it('keeps prices within the bounds as shown (whole units), leaving out results without a price', () => {
    const results = [result('a', { nightly: 9_949 }), result('b', { nightly: 15_040 }), result('c', { nightly: 15_060 }), result('d', { nightly: null })]
    expect(withinPrice(results, null, null, 2).map((item) => item.slug)).toEqual(['a', 'b', 'c', 'd'])
    // $99.49 shows as $99; $150.40 as $150; $150.60 as $151.
    expect(withinPrice(results, 100, 150, 2).map((item) => item.slug)).toEqual(['b'])
    expect(withinPrice(results, 99, null, 2).map((item) => item.slug)).toEqual(['a', 'b', 'c'])
    expect(withinPrice(results, null, 151, 2).map((item) => item.slug)).toEqual(['a', 'b', 'c'])
    expect(withinPrice(results, 0, 0, 2)).toEqual([])
  })

  it('gives the slider whole units around every price', () => {
    const results = [result('a', { nightly: 9_949 }), result('b', { nightly: 15_060 }), result('d', { nightly: null })]
    expect(priceBounds(results, 'USD', 2)).toEqual({ min: 99, max: 151, currency: 'USD' })
    expect(priceBounds([result('d')], 'USD', 2)).toBeNull()
    expect(priceBounds([result('y', { nightly: 15_200 })], 'JPY', 0)).toEqual({ min: 15_200, max: 15_200, currency: 'JPY' })
  })
})
