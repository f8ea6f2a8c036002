import { describe, expect, it } from 'vitest'

import { acceptedLanguage, staffTexts } from '@/cms/staff-texts'
import { LOCALES } from '@/i18n/locales'
import { ALLOWED_METHODS, earlyAnswer } from '@/lib/request-guard'
import { isSafeLink } from '@/lib/validators'

describe('links staff may type (site paths and https:// URLs only)', () => {
  it.each(['/offers', '/fr/listing/aurelia-paris?x=1#rooms', '/', 'https://www.instagram.com/aureliahotels', 'https://x.com/a?b=c#d', 'https://example.com:8443/x'])(
    'accepts %s',
    (link) => expect(isSafeLink(link)).toBe(true),
  )

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'http://plain.example',
    'https://',
    'https://evil.example:0/x',
    'https:evil.example',
    'data:text/html,<script>',
    'vbscript:x',
    'mailto:a@b.example',
    'offers',
    '/off ers',
    '/offers\n',
    'java\tscript:alert(1)',
    '',
    `/${'a'.repeat(2048)}`,
    42,
    null,
  ])('refuses %j', (link) => expect(isSafeLink(link)).toBe(false))
})

describe("staff texts in the staff member's language", () => {
  it('picks the first of the eight languages the browser accepts, else English', () => {
    expect(acceptedLanguage('fr-CH,fr;q=0.9,en;q=0.8')).toBe('fr')
    expect(acceptedLanguage('es-ES,de;q=0.5,ja;q=0.7')).toBe('ja')
    expect(acceptedLanguage('es')).toBe('en')
    expect(acceptedLanguage(null)).toBe('en')
    expect(acceptedLanguage('th;q=0,vi')).toBe('vi')
  })

  it('has every text in every language, each naming its number', () => {
    const english = staffTexts('en')
    for (const code of LOCALES) {
      const t = staffTexts(code)
      expect(t.passwordTooShort(12)).toContain('12')
      expect(t.tooManySignIns(15)).toContain('15')
      expect(t.tooManyResets(7)).toContain('7')
      if (code !== 'en') expect(t.tooManySignIns(15)).not.toBe(english.tooManySignIns(15))
    }
  })
})

describe('requests refused before Next.js sees them', () => {
  it('answers TRACE, TRACK and CONNECT with 405 and the allowed methods', () => {
    for (const method of ['TRACE', 'track', 'CONNECT']) {
      const answer = earlyAnswer(method, '/')
      expect(answer?.status).toBe(405)
      expect(answer?.headers.Allow).toBe(ALLOWED_METHODS)
    }
  })

  it('answers a malformed percent-encoded path with 400, and lets everything else through', () => {
    expect(earlyAnswer('GET', '/listing/%E0%A4%A')?.status).toBe(400)
    expect(earlyAnswer('GET', '/api/properties/%')?.status).toBe(400)
    expect(earlyAnswer('GET', '/fr/listing/caf%C3%A9?q=%')).toBeNull()
    expect(earlyAnswer('POST', '/cms-api/pages')).toBeNull()
    expect(earlyAnswer('PROPFIND', '/')).toBeNull()
  })
})
