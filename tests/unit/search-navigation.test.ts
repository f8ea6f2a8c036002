import { describe, expect, it } from 'vitest'

import { changedQuery } from '@/components/search/search-navigation'

describe('a results control changing the URL', () => {
  it('sets and removes parameters and keeps the others in place', () => {
    expect(changedQuery('destination=japan&check_in=2027-01-07&check_out=2027-01-09', { sortBy: 'price_asc' })).toBe(
      '?destination=japan&check_in=2027-01-07&check_out=2027-01-09&sortBy=price_asc',
    )
    expect(changedQuery('destination=japan&sortBy=rating&lat=35&lng=135', { sortBy: null, lat: null, lng: null })).toBe('?destination=japan')
    expect(changedQuery('amenities=pets', { amenities: '' })).toBe('')
  })

  it('goes back to the first page on any change but the page itself', () => {
    expect(changedQuery('destination=japan&page=3', { currency: 'EUR' })).toBe('?destination=japan&currency=EUR')
    expect(changedQuery('destination=japan&page=3', { page: '4' })).toBe('?destination=japan&page=4')
  })
})
