import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'

import { isCalendarDate, MAX_STAY_NIGHTS, nightsBetween, nightsOfStay, stayProblems, todayIn } from '@/lib/stay'

const DAY_MS = 86_400_000
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
/** Any calendar date from 2000 to 2099. */
const calendarDates = fc.integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS }).map((day) => dateOf(day * DAY_MS))

const originalTimeZone = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTimeZone
})

describe('stay dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true)
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-30')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('26-01-01')).toBe(false)
    expect(isCalendarDate(20260101)).toBe(false)
  })

  it('counts nights across a month end and a DST change', () => {
    expect(nightsBetween('2027-03-27', '2027-04-02')).toBe(6)
    expect(nightsBetween('2027-10-30', '2027-11-01')).toBe(2)
  })

  it('lists the nights of a stay, check-out day excluded', () => {
    expect(nightsOfStay('2027-12-30', '2028-01-02')).toEqual(['2027-12-30', '2027-12-31', '2028-01-01'])
    expect(nightsOfStay('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29'])
    expect(nightsOfStay('2027-01-10', '2027-01-10')).toEqual([])
    expect(nightsOfStay('2027-01-10', '2027-01-09')).toEqual([])
  })

  it.each(['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Tokyo', 'UTC'])(
    'lists calendar nights across the DST changes wherever the server runs (TZ=%s)',
    (timeZone) => {
      process.env.TZ = timeZone
      // Europe springs forward on 2027-03-28, the US on 2027-03-14; Europe falls back on 2027-10-31.
      expect(nightsOfStay('2027-03-27', '2027-03-30')).toEqual(['2027-03-27', '2027-03-28', '2027-03-29'])
      expect(nightsOfStay('2027-03-13', '2027-03-15')).toEqual(['2027-03-13', '2027-03-14'])
      expect(nightsOfStay('2027-10-30', '2027-11-01')).toEqual(['2027-10-30', '2027-10-31'])
    },
  )

  it('gives one calendar date per night, consecutive, from check-in to the eve of check-out', () => {
    fc.assert(
      fc.property(
        calendarDates,
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom('UTC', 'Europe/Paris', 'America/Santiago', 'Pacific/Chatham'),
        (checkIn, length, timeZone) => {
          process.env.TZ = timeZone
          const checkOut = dateOf(Date.parse(`${checkIn}T00:00:00Z`) + length * DAY_MS)
          const nights = nightsOfStay(checkIn, checkOut)
          expect(nights).toHaveLength(nightsBetween(checkIn, checkOut))
          expect(nights[0]).toBe(checkIn)
          for (const [index, night] of nights.entries()) {
            expect(isCalendarDate(night)).toBe(true)
            expect(nightsBetween(night, nights[index + 1] ?? checkOut)).toBe(1)
          }
        },
      ),
    )
  })

  it("tells today's date on the property's calendar", () => {
    const evening = new Date('2027-01-01T20:00:00Z')
    expect(todayIn('Asia/Tokyo', evening)).toBe('2027-01-02')
    expect(todayIn('Europe/London', evening)).toBe('2027-01-01')
    expect(todayIn('America/Los_Angeles', new Date('2027-01-01T05:00:00Z'))).toBe('2026-12-31')
  })
})

describe('stay rules', () => {
  it('reports impossible stays', () => {
    expect(stayProblems({ check_in: '2027-01-10', check_out: '2027-01-10' }, '2027-01-01')).toEqual({ check_out: 'must be after check_in' })
    expect(stayProblems({ check_in: '2026-12-31', check_out: '2027-01-02' }, '2027-01-01')).toEqual({ check_in: 'must not be in the past' })
    expect(stayProblems({ check_in: '2027-01-10' }, '2027-01-01')).toEqual({ check_out: 'is required with the other stay date' })
    expect(stayProblems({ check_out: '2027-01-10' }, '2027-01-01')).toEqual({ check_in: 'is required with the other stay date' })
    expect(stayProblems({ check_in: '2027-01-01', check_out: '2027-03-01' }, '2027-01-01')).toEqual({ check_out: 'must be at most 30 nights after check_in' })
    expect(stayProblems({}, '2027-01-01')).toEqual({})
  })

  it(`accepts every stay from today on of 1 to ${MAX_STAY_NIGHTS} nights, and nothing longer`, () => {
    fc.assert(
      fc.property(calendarDates, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 60 }), (today, daysAhead, length) => {
        const start = Date.parse(`${today}T00:00:00Z`) + daysAhead * DAY_MS
        const stay = { check_in: dateOf(start), check_out: dateOf(start + length * DAY_MS) }
        expect(stayProblems(stay, today)).toEqual(length <= MAX_STAY_NIGHTS ? {} : { check_out: `must be at most ${MAX_STAY_NIGHTS} nights after check_in` })
      }),
    )
  })
})
