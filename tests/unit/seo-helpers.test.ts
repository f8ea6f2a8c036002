import { describe, expect, it } from 'vitest'

import { lowerCasePath } from '@/proxy'

describe('lowerCasePath', () => {
  it('lower-cases a path but leaves its percent-escapes as they are', () => {
    expect(lowerCasePath('/Listing/Aurelia-Kyoto')).toBe('/listing/aurelia-kyoto')
    expect(lowerCasePath('/JA')).toBe('/ja')
    expect(lowerCasePath('/Caf%C3%A9')).toBe('/caf%C3%A9')
    expect(lowerCasePath('/faq')).toBe('/faq')
  })
})
