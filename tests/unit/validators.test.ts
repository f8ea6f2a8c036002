import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { slugFromTitle } from '@/cms/fields'
import { isImageFileName, isValidCoordinates, isValidSlug, isValidTimeOfDay, isValidTimeZone, isValidUrl, parseCoordinates } from '@/lib/validators'

describe('coordinates (spec §5)', () => {
  it.each([
    ['48.8539,2.3336', { lat: 48.8539, lng: 2.3336 }],
    ['-8.5069, 115.2625', { lat: -8.5069, lng: 115.2625 }],
    ['90,180', { lat: 90, lng: 180 }],
    ['-90,-180', { lat: -90, lng: -180 }],
    ['0,0', { lat: 0, lng: 0 }],
  ])('accepts %s', (text, expected) => {
    expect(parseCoordinates(text)).toEqual(expected)
  })

  it.each(['90.0001,0', '0,180.5', '-90.1,0', '1,2,3', '1', '', 'a,b', '1,,2', 'NaN,1', 'Infinity,0', '1e1,2', ' , '])('rejects %j', (text) => {
    expect(isValidCoordinates(text)).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isValidCoordinates(null)).toBe(false)
    expect(isValidCoordinates(12)).toBe(false)
  })

  it('accepts every latitude and longitude in range, rejects every one outside', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lng) => {
        const text = `${lat.toFixed(6)},${lng.toFixed(6)}`
        expect(parseCoordinates(text)).not.toBeNull()
      }),
    )
    fc.assert(
      fc.property(fc.double({ min: 90.000001, max: 1e6, noNaN: true }), (lat) => {
        expect(isValidCoordinates(`${lat.toFixed(6)},0`)).toBe(false)
      }),
    )
  })
})

describe('URL check (spec §5)', () => {
  it.each([
    'example.com',
    'https://www.instagram.com/aureliahotels',
    'http://1.2.3.4',
    'http://1.2.3.4:8080/path?q=1#top',
    'hotel.example/a/b?x=y',
    'https://sub.domain.co.jp:443/',
    'localhost:3000',
  ])('accepts %s', (url) => {
    expect(isValidUrl(url)).toBe(true)
  })

  it.each([
    'http://1.2.3.4:99999',
    'http://1.2.3.4:0',
    'ftp://example.com',
    'javascript:alert(1)',
    'http://256.1.1.1',
    'http:/example.com',
    'example',
    'https://exa mple.com',
    '',
    'http://-bad-.com',
  ])('rejects %s', (url) => {
    expect(isValidUrl(url)).toBe(false)
  })
})

describe('image file names (spec §5)', () => {
  it.each(['a.png', 'a.jpg', 'a.JPG', 'photo.jpeg', 'x.gif', 'x.bmp', 'x.webp', 'x.tiff', 'logo.svg', '/media/a.JPEG?v=2'])('recognises %s', (name) => {
    expect(isImageFileName(name)).toBe(true)
  })
  it.each(['a.pdf', 'png', '.png', 'a.', 'a.png.exe', 'a.tif', 'archive.svgz', ''])('does not recognise %s', (name) => {
    expect(isImageFileName(name)).toBe(false)
  })
})

describe('small rules', () => {
  it('time of day is HH:MM on a 24-hour clock', () => {
    expect(isValidTimeOfDay('15:00')).toBe(true)
    expect(isValidTimeOfDay('23:59')).toBe(true)
    expect(isValidTimeOfDay('24:00')).toBe(false)
    expect(isValidTimeOfDay('9:00')).toBe(false)
  })
  it('time zones must be known IANA names', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true)
    expect(isValidTimeZone('Mars/Olympus')).toBe(false)
  })
  it('slugs are lower-case words joined by single hyphens', () => {
    expect(isValidSlug('aurelia-kyoto-higashiyama')).toBe(true)
    expect(isValidSlug('Aurelia')).toBe(false)
    expect(isValidSlug('a--b')).toBe(false)
    expect(isValidSlug('../etc/passwd')).toBe(false)
  })
})

describe('slugs made from a title', () => {
  it.each([
    ['Spa & Sea — Été 2026', 'spa-sea-ete-2026'],
    ['  Straße der Düfte  ', 'strasse-der-dufte'],
    ['Ưu đãi mùa hè', 'uu-dai-mua-he'],
    ['Œuvres d’art', 'oeuvres-d-art'],
  ])('%j → %j, a valid slug', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug)
    expect(isValidSlug(slugFromTitle(title))).toBe(true)
  })

  it('gives nothing for a title with no letters a–z to make one from', () => {
    expect(slugFromTitle('京都の秋')).toBe('')
    expect(slugFromTitle('')).toBe('')
    expect(slugFromTitle(undefined)).toBe('')
  })
})
