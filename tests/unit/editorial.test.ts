import { describe, expect, it } from 'vitest'

import { pageNumbers } from '@/components/blog/page-numbers'
import { calendarToday, formatCalendarDate, formatCalendarRange, notEnded, offerStatus } from '@/components/offers/validity'

describe('offer validity', () => {
  const offer = { valid_from: '2026-11-01', valid_to: '2027-03-31' }

  it('runs from its first to its last day, both included', () => {
    expect(offerStatus(offer, '2026-10-31')).toBe('upcoming')
    expect(offerStatus(offer, '2026-11-01')).toBe('current')
    expect(offerStatus(offer, '2027-03-31')).toBe('current')
    expect(offerStatus(offer, '2027-04-01')).toBe('expired')
  })

  it('keeps the offers a visitor can still take up, in order, on the home page and the offers pages', () => {
    const offers = [
      { slug: 'ended', valid_from: null, valid_to: '2026-11-21' },
      { slug: 'last-day', valid_from: null, valid_to: '2026-11-22' },
      { slug: 'upcoming', valid_from: '2027-01-01', valid_to: null },
      { slug: 'open', valid_from: null, valid_to: null },
    ]
    expect(notEnded(offers, '2026-11-22').map((o) => o.slug)).toEqual(['last-day', 'upcoming', 'open'])
    expect(notEnded(offers, '2026-11-23').map((o) => o.slug)).toEqual(['upcoming', 'open'])
  })

  it('is open-ended where a date is missing', () => {
    expect(offerStatus({ valid_from: null, valid_to: null }, '2030-01-01')).toBe('current')
    expect(offerStatus({ valid_from: null, valid_to: '2026-01-01' }, '2026-01-02')).toBe('expired')
    expect(offerStatus({ valid_from: '2027-01-01', valid_to: null }, '2026-12-31')).toBe('upcoming')
  })

  it('takes today as a UTC calendar date', () => {
    expect(calendarToday(new Date('2027-03-31T23:59:59Z'))).toBe('2027-03-31')
    expect(calendarToday(new Date('2027-04-01T00:00:00+09:00'))).toBe('2027-03-31')
  })
})

describe('calendar dates', () => {
  it('are written in the page language and never shift by a day', () => {
    expect(formatCalendarDate('2026-02-12', 'en')).toBe('February 12, 2026')
    expect(formatCalendarDate('2026-01-01', 'de')).toBe('1. Januar 2026')
    expect(formatCalendarDate('2026-02-12', 'ja')).toBe('2026年2月12日')
    // Thai dates use the Buddhist era.
    expect(formatCalendarDate('2026-02-12', 'th')).toMatch(/2569/)
    expect(formatCalendarDate('2026-09-03', 'en', 'medium')).toBe('Sep 3, 2026')
  })

  it('shorten a range where its parts repeat', () => {
    const normalise = (text: string) => text.replace(/\s/g, ' ')
    expect(normalise(formatCalendarRange('2027-01-01', '2027-12-31', 'en'))).toBe('January 1 – December 31, 2027')
    expect(normalise(formatCalendarRange('2026-11-01', '2027-10-31', 'fr'))).toBe('1 novembre 2026 – 31 octobre 2027')
  })
})

describe('pager page numbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 19, 20])
    // A gap of one page shows that page instead.
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
  })
})
