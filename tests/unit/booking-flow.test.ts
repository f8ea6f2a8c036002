import { describe, expect, it } from 'vitest'

import { bookingHref } from '@/components/layout/book-link'
import { availabilityUrl, bookingSearch, parseBookingQuery, parseStay } from '@/components/booking/booking-query'
import { stayParams } from '@/components/booking/stay-query'
import { escapeText, foldLine, stayCalendar } from '@/lib/ics'
import { localeTag, LOCALES } from '@/i18n/locales'
import { formatMessage } from '@/lib/message-format'

import { labels } from '../../seed/content/labels'

const query = (search: string) => new URLSearchParams(search)

describe('labels filled in the browser', () => {
  it('fills placeholders and picks plural forms by the language’s rules', () => {
    expect(formatMessage('Hello {name}', { name: 'Ana' })).toBe('Hello Ana')
    const nights = labels['booking.nights']
    expect(formatMessage(nights.en, { count: 1 }, 'en-US')).toBe('1 night')
    expect(formatMessage(nights.en, { count: 3 }, 'en-US')).toBe('3 nights')
    expect(formatMessage(nights.fr, { count: 1 }, 'fr-FR')).toBe('1 nuit')
    expect(formatMessage(nights.ja, { count: 3 }, 'ja-JP')).toBe('3泊')
    expect(formatMessage(labels['booking.age_years'].en, { age: 0 }, 'en-US')).toBe('Under 1')
    expect(formatMessage(labels['booking.age_years'].de, { age: 1 }, 'de-CH')).toBe('1 Jahr')
  })

  it('writes the number of a plural as the language writes numbers, in every language', () => {
    for (const code of LOCALES) {
      const tag = localeTag(code)
      for (const count of [0, 1, 2, 7, 42, 999, 1000, 12_345, 2.5])
        expect(formatMessage('{count, plural, one {# night} other {# nights}}', { count }, tag), `${tag} ${count}`).toMatch(
          new RegExp(`^${new Intl.NumberFormat(tag).format(count).replace('.', '\\.')} nights?$`),
        )
    }
  })

  it('writes the rooms only when there are several, in every language', () => {
    const totalFor = labels['booking.total_for']
    expect(formatMessage(totalFor.en, { nights: 3, rooms: 1 }, 'en-US')).toBe('Total for 3 nights')
    expect(formatMessage(totalFor.en, { nights: 1, rooms: 2 }, 'en-US')).toBe('Total for 1 night, 2 rooms')
    // Japanese has no 'one' category: the single room must still not be written.
    expect(formatMessage(totalFor.ja, { nights: 2, rooms: 1 }, 'ja-JP')).toBe('2泊の合計')
    expect(formatMessage(totalFor.ja, { nights: 2, rooms: 3 }, 'ja-JP')).toBe('2泊・3室の合計')
  })

  it('has every booking label in all 8 languages, with the same placeholders', () => {
    for (const [key, value] of Object.entries(labels)) {
      if (!key.startsWith('booking.')) continue
      const names = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]).sort()
      for (const [language, text] of Object.entries(value)) {
        expect(text, `${key} ${language}`).toBeTruthy()
        expect(new Set(names(text)), `${key} ${language}`).toEqual(new Set(names(value.en)))
      }
    }
  })
})

describe('the booking flow’s query string', () => {
  it('reads a stay and keeps only what is valid', () => {
    const stay = parseStay(query('check_in=2027-03-10&check_out=2027-03-13&adults=3&children=2&ages=4,17&rooms=2&promo=SPRING'))
    expect(stay).toEqual({ check_in: '2027-03-10', check_out: '2027-03-13', adults: 3, children: 2, ages: [4, 17], rooms: 2, promo: 'SPRING' })
    // Impossible dates, check-out before check-in, too long a stay: no dates.
    expect(parseStay(query('check_in=2027-02-30&check_out=2027-03-02')).check_in).toBeNull()
    expect(parseStay(query('check_in=2027-03-10&check_out=2027-03-09')).check_out).toBeNull()
    expect(parseStay(query('check_in=2027-03-01&check_out=2027-04-15')).check_in).toBeNull()
    // Out of range counts are brought into range; an unknown age stays unknown.
    expect(parseStay(query('adults=40&children=9&rooms=0&ages=5,x'))).toMatchObject({ adults: 12, children: 6, rooms: 1, ages: [5, null, null, null, null, null] })
    expect(parseStay(query('adults=abc')).adults).toBe(2)
  })

  it('knows a step only with a chosen room and rate and dates', () => {
    expect(parseBookingQuery(query('step=review')).step).toBe('rates')
    expect(parseBookingQuery(query('check_in=2027-03-10&check_out=2027-03-13&room=garden-room&rate=flex&step=review')).step).toBe('review')
    expect(parseBookingQuery(query('check_in=2027-03-10&check_out=2027-03-13&room=garden-room&rate=flex&step=pay')).step).toBe('rates')
    expect(parseBookingQuery(query('room=../x&rate=flex')).room).toBeNull()
  })

  it('writes the stay in one order, so that a stay has one URL', () => {
    const search = bookingSearch({
      ...parseStay(query('rooms=1&adults=2&check_out=2027-03-13&check_in=2027-03-10&children=1&ages=6')),
      room: 'garden-room',
      rate: 'flex',
      step: 'details',
    })
    expect(search).toBe('check_in=2027-03-10&check_out=2027-03-13&adults=2&children=1&ages=6&rooms=1&room=garden-room&rate=flex&step=details')
    expect(stayParams(parseStay(query(search))).toString()).toBe('check_in=2027-03-10&check_out=2027-03-13&adults=2&children=1&ages=6&rooms=1')
    expect(availabilityUrl('aurelia-kyoto', parseStay(query(search)), 'ja')).toContain('property=aurelia-kyoto&check_in=2027-03-10')
  })
})

describe('the header’s book button', () => {
  it('leads to the hotel’s rates on its pages, to the hotels elsewhere', () => {
    expect(bookingHref('/listing/aurelia-kyoto-higashiyama')).toBe('/property/aurelia-kyoto-higashiyama')
    expect(bookingHref('/ja/property/aurelia-kyoto-higashiyama')).toBe('/property/aurelia-kyoto-higashiyama')
    expect(bookingHref('/ja/listing')).toBe('/listing')
    expect(bookingHref('/offers/fourth-night-on-us')).toBe('/listing')
  })
})

describe('the stay as a calendar file', () => {
  it('is an all-day event from check-in to check-out, escaped and folded as RFC 5545 says', () => {
    const file = stayCalendar({
      uid: 'AUR-7K2M9Q@example.com',
      checkIn: '2027-03-10',
      checkOut: '2027-03-13',
      summary: 'Stay at Aurelia Kyoto, Higashiyama; garden room',
      location: '1-2 Higashiyama, Kyoto 605-0000, Japan',
      now: new Date('2027-01-02T03:04:05.678Z'),
    })
    const lines = file.split('\r\n')
    expect(lines).toContain('DTSTART;VALUE=DATE:20270310')
    expect(lines).toContain('DTEND;VALUE=DATE:20270313')
    expect(lines).toContain('DTSTAMP:20270102T030405Z')
    expect(lines).toContain('SUMMARY:Stay at Aurelia Kyoto\\, Higashiyama\\; garden room')
    expect(lines.filter((line) => line.startsWith('LOCATION:'))).toHaveLength(1)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(escapeText('a\nb')).toBe('a\\nb')
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'京都東山の庭の客室に滞在'.repeat(6)}`
    const folded = foldLine(line).split('\r\n')
    expect(folded.length).toBeGreaterThan(1)
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line)
  })
})
