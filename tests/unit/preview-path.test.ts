import { describe, expect, it } from 'vitest'

import { sitePath } from '@/app/(site)/api/_shared/query'

describe('the draft preview only sends staff to pages of this site', () => {
  it('accepts the paths of pages', () => {
    for (const path of ['/', '/blog/a-slow-morning', '/fr/offers/early-bird', '/listing/aurelia-ubud-jungle?x=1'])
      expect(sitePath.safeParse(path).success, path).toBe(true)
  })

  it('refuses anything a browser would read as another site', () => {
    for (const path of ['', 'blog', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a b', `/${'a'.repeat(600)}`])
      expect(sitePath.safeParse(path).success, path).toBe(false)
  })
})
