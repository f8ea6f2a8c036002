import { describe, expect, it } from 'vitest'

import { parseQuery, queryParams } from '@/app/(site)/api/_shared/query'
import { contentResponse, flattenLanguage } from '@/app/(site)/api/_shared/respond'
import { absoluteImageUrls } from '@/lib/image-urls'

describe('?lang= flattening', () => {
  it('turns every multilingual object into a string, with the default language as fallback', () => {
    const body = { items: [{ name: { en: 'Pool', fr: 'Piscine' }, key: 'pool', n: 3 }], title: { en: 'Only English' } }
    expect(flattenLanguage(body, 'fr')).toEqual({ items: [{ name: 'Piscine', key: 'pool', n: 3 }], title: 'Only English' })
  })
})

describe('absolute image URLs', () => {
  it('prefixes site-relative image URLs and leaves other URLs alone', () => {
    const body = { image: { url: '/cms-api/media/file/a.webp', width: 10, height: 5 }, link: { url: '/offers' } }
    expect(absoluteImageUrls(body, 'http://hotel.test')).toEqual({
      image: { url: 'http://hotel.test/cms-api/media/file/a.webp', width: 10, height: 5 },
      link: { url: '/offers' },
    })
  })
})

describe('query parsing', () => {
  const shape = { page: queryParams.page, page_size: queryParams.page_size, lang: queryParams.lang }
  const parse = (query: string) => parseQuery(new URLSearchParams(query), shape)

  it('accepts good values and ignores unknown parameters', () => {
    expect(parse('page=2&page_size=100&lang=ja&utm=x')).toEqual({ ok: true, data: { page: 2, page_size: 100, lang: 'ja' } })
  })

  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page_size=10000', 'page_size'],
    ['page_size=', 'page_size'],
    ['lang=xx', 'lang'],
  ])('rejects %s', (query, field) => {
    const result = parse(query)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(Object.keys(result.fields)).toEqual([field])
  })
})

describe('content responses', () => {
  it('carry cache headers and an ETag, and answer 304 to a matching If-None-Match', async () => {
    const first = contentResponse(new Request('http://x/api'), { a: 1 })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toMatch(/public.*max-age=\d+.*stale-while-revalidate/)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const second = contentResponse(new Request('http://x/api', { headers: { 'If-None-Match': etag ?? '' } }), { a: 1 })
    expect(second.status).toBe(304)
    const changed = contentResponse(new Request('http://x/api', { headers: { 'If-None-Match': etag ?? '' } }), { a: 2 })
    expect(changed.status).toBe(200)
  })
})
