import { describe, expect, it } from 'vitest'

import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS } from '@/booking/engine'
import { MAX_STAY_NIGHTS } from '@/lib/stay'
import { DEFAULT_SEARCH_QUERY, parseSearchQuery, SEARCH_LIMITS, searchQueryString, stayQueryString } from '@/lib/search-query'

const NOW = new Date('2026-11-23T08:00:00Z')
const parse = (query: string) => parseSearchQuery(new URLSearchParams(query), NOW)

describe('search query', () => {
  it('keeps the booking engine’s limits', () => {
    expect(SEARCH_LIMITS.adults.max).toBe(MAX_ADULTS)
    expect(SEARCH_LIMITS.children.max).toBe(MAX_CHILDREN)
    expect(SEARCH_LIMITS.age.max).toBe(MAX_CHILD_AGE)
    expect(SEARCH_LIMITS.rooms.max).toBe(MAX_ROOMS)
    expect(SEARCH_LIMITS.nights).toBe(MAX_STAY_NIGHTS)
  })

  it('defaults to nearest, page 1 of 10, USD, two adults in one room', () => {
    expect(parse('')).toEqual({ ok: true, query: DEFAULT_SEARCH_QUERY })
    expect(DEFAULT_SEARCH_QUERY).toMatchObject({ sortBy: 'nearest', page: 1, page_size: 10, currency: 'USD', adults: 2, rooms: 1 })
  })

  it('reads every parameter', () => {
    const result = parse(
      'destination=Kyoto&check_in=2026-12-10&check_out=2026-12-13&adults=3&children=2&ages=4,9&rooms=2&sortBy=price_desc&lat=35.01&lng=135.77&minPrice=100&maxPrice=450.5&amenities=wifi,pool,wifi&page=2&page_size=5&currency=EUR&lang=ja',
    )
    expect(result).toEqual({
      ok: true,
      query: {
        destination: 'Kyoto',
        check_in: '2026-12-10',
        check_out: '2026-12-13',
        adults: 3,
        children: 2,
        ages: [4, 9],
        rooms: 2,
        sortBy: 'price_desc',
        lat: 35.01,
        lng: 135.77,
        minPrice: 100,
        maxPrice: 450.5,
        amenities: ['wifi', 'pool'],
        page: 2,
        page_size: 5,
        currency: 'EUR',
        lang: 'ja',
      },
    })
  })

  it.each([
    ['check_in=2026-02-30&check_out=2026-03-02', 'check_in'],
    ['check_in=2026-12-10', 'check_out'],
    ['check_in=2026-12-10&check_out=2026-12-10', 'check_out'],
    ['check_in=2026-12-10&check_out=2027-01-20', 'check_out'],
    ['check_in=2026-11-01&check_out=2026-11-03', 'check_in'],
    ['lat=91&lng=0', 'lat'],
    ['lat=10&lng=-180.5', 'lng'],
    ['lat=10', 'lng'],
    ['lat=north&lng=3', 'lat'],
    ['sortBy=cheapest', 'sortBy'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=abc', 'maxPrice'],
    ['minPrice=', 'minPrice'],
    ['minPrice=500&maxPrice=100', 'maxPrice'],
    ['page=0', 'page'],
    ['page_size=101', 'page_size'],
    ['currency=XYZ', 'currency'],
    ['adults=0', 'adults'],
    ['children=2&ages=4', 'ages'],
    ['children=1&ages=18', 'ages'],
    ['adults=1&rooms=2', 'rooms'],
    ['amenities=wi fi', 'amenities'],
    ['lang=xx', 'lang'],
  ])('refuses %s, naming %s', (query, field) => {
    const result = parse(query)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(Object.keys(result.fields)).toContain(field)
  })

  it('reads a position written with every digit a number has, as a client’s String(number) writes it', () => {
    const result = parse(`lat=${0.1 + 0.2}&lng=-139.69170639999999`)
    expect(result).toMatchObject({ ok: true, query: { lat: 0.1 + 0.2, lng: -139.69170639999999 } })
    expect(parse('lat=1e1&lng=0').ok).toBe(false)
  })

  it('accepts a check-in that is still today somewhere on Earth', () => {
    // 08:00 UTC on 23 November: it is still 22 November west of UTC−8.
    expect(parse('check_in=2026-11-22&check_out=2026-11-23').ok).toBe(true)
    expect(parse('check_in=2026-11-21&check_out=2026-11-23').ok).toBe(false)
  })

  it('writes a query back into the URL it came from, defaults left out', () => {
    const text =
      'destination=Kyoto&check_in=2026-12-10&check_out=2026-12-13&adults=3&children=2&ages=4%2C9&rooms=2&sortBy=price_desc&lat=35.01&lng=135.77&minPrice=100&maxPrice=450.5&amenities=wifi%2Cpool&currency=EUR&page=2&page_size=5'
    const parsed = parse(text)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(searchQueryString(parsed.query)).toBe(`?${text}`)
    expect(parse(searchQueryString(parsed.query).slice(1))).toEqual(parsed)
    expect(searchQueryString(DEFAULT_SEARCH_QUERY)).toBe('')
    expect(searchQueryString(parsed.query, { page: 3 })).toContain('page=3')
  })

  it('carries the stay over to a property page', () => {
    expect(stayQueryString({ check_in: '2026-12-10', check_out: '2026-12-13', adults: 2, children: 1, ages: [5], rooms: 1 })).toBe(
      '?check_in=2026-12-10&check_out=2026-12-13&adults=2&children=1&ages=5&rooms=1',
    )
  })
})
