/**
 * Pages hand the dates-and-guests box only its own texts (stay-box-labels.ts). A text the box or its
 * calendar asks for and is not handed would show as its key ("choose_dates_first") to the visitor.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pickStayBoxLabels, STAY_BOX_LABEL_KEYS } from '@/components/booking/stay-box-labels'
import { labels as seededLabels } from '../../seed/content/labels'

const root = path.resolve(__dirname, '..', '..')
const source = (file: string) => readFileSync(path.join(root, 'src/components/booking', file), 'utf8')

describe('the stay box labels', () => {
  it('hold every text the box and its calendar ask for', () => {
    const asked = new Set<string>()
    for (const file of ['stay-box.tsx', 'date-range-picker.tsx']) {
      for (const match of source(file).matchAll(/\bt\(\s*'([a-z_0-9]+)'/g)) asked.add(match[1]!)
    }
    // The guest counts are labelled by their field's name: t(field).
    expect(source('stay-box.tsx')).toMatch(/\{t\(field\)\}/)
    for (const field of ['adults', 'children', 'rooms']) asked.add(field)
    expect(asked.size).toBeGreaterThan(40)
    expect([...asked].filter((key) => !(STAY_BOX_LABEL_KEYS as readonly string[]).includes(key))).toEqual([])
  })

  it('are texts the booking group has (the form ones are added to it by booking-labels.ts)', () => {
    const seeded = Object.keys(seededLabels)
    expect(STAY_BOX_LABEL_KEYS.filter((key) => !seeded.includes(`booking.${key}`) && key !== 'invalid')).toEqual([])
  })

  it('pick those texts and nothing else', () => {
    const picked = pickStayBoxLabels({ check_in: 'Check-in', guest_details: 'Your details', invalid: '{field} is not valid.' })
    expect(picked).toEqual({ check_in: 'Check-in', invalid: '{field} is not valid.' })
  })
})
