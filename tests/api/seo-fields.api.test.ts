/**
 * The title and description editors write for search engines (the `meta` group of offers, journal
 * articles, hotels and pages), over real HTTP against `next start`: published in one language, they
 * become that page's title tag, description, Open Graph and X card, and no other language's; too long,
 * they are refused with a clear 400 and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { offerIdOf, staffCms } from '../support/staff-cms'
import { decodeHtml as decode } from '../support/html'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')
const OFFER = 'ubud-green-season'
const SEO_TITLE = 'ウブドの棚田で過ごす7泊 — 朝食付きの長期滞在プラン'
const SEO_DESCRIPTION = '棚田を望むウブドのヴィラで7泊。朝食、空港送迎、週2回のスパ付き。早めの予約で最大の割引が受けられます。'

let cms: Awaited<ReturnType<typeof staffCms>>
let offerId = 0

/** A page's title tag and its description, Open Graph and X metas. */
async function head(path: string) {
  const response = await fetch(new URL(path, BASE_URL))
  expect(response.status, path).toBe(200)
  const page = await response.text()
  const head = page.slice(0, page.indexOf('</head>'))
  const meta = (name: string) => {
    const found = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(head)
    return found ? decode(found[1]!) : null
  }
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    xTitle: meta('twitter:title'),
  }
}

/** Reads a page until `done` holds (a publish reaches a cached page within seconds), or times out. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() - started > ms) return value
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const publishMeta = (locale: string, meta: { title: string | null; description: string | null }) =>
  cms(`/offers/${offerId}?locale=${locale}`, { method: 'PATCH', body: JSON.stringify({ meta, _status: 'published' }) })

beforeAll(async () => {
  cms = await staffCms(BASE_URL)
  offerId = await offerIdOf(cms, OFFER)
}, 60_000)

afterAll(async () => {
  if (offerId) await publishMeta('ja', { title: null, description: null })
}, 30_000)

describe('search engine title and description', () => {
  it('published in Japanese, they are the Japanese page’s title, description and cards, and no other language’s', async () => {
    const before = { en: await head(`/offers/${OFFER}`), ja: await head(`/ja/offers/${OFFER}`) }
    expect(before.ja.title).not.toContain(SEO_TITLE)

    const saved = await publishMeta('ja', { title: SEO_TITLE, description: SEO_DESCRIPTION })
    expect(saved.status, await saved.text()).toBe(200)

    const ja = await until(
      () => head(`/ja/offers/${OFFER}`),
      (page) => page.title.startsWith(SEO_TITLE),
    )
    expect(ja.title).toMatch(new RegExp(`^${SEO_TITLE} \\| `))
    expect(ja.description).toBe(SEO_DESCRIPTION)
    expect(ja.ogTitle).toBe(SEO_TITLE)
    expect(ja.ogDescription).toBe(SEO_DESCRIPTION)
    expect(ja.xTitle).toBe(SEO_TITLE)

    // English keeps its own title; French, with no title of its own for search engines, keeps the offer's.
    const en = await head(`/offers/${OFFER}`)
    expect(en).toEqual(before.en)
    expect(en.title).toMatch(/^Seven nights in the rice terraces \| /)
    const fr = await head(`/fr/offers/${OFFER}`)
    expect(fr.title).not.toContain(SEO_TITLE)
    expect(fr.description).not.toBe(SEO_DESCRIPTION)
  })

  it('refuses a title longer than search engines show, with a 400 that says so, and keeps the one before', async () => {
    const long = await publishMeta('en', { title: 'A'.repeat(71), description: null })
    expect(long.status).toBe(400)
    const body = (await long.json()) as { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
    const field = body.errors[0]?.data?.errors?.find((error) => error.path === 'meta.title')
    expect(field?.message).toMatch(/70/)
    const doc = (await (await cms(`/offers/${offerId}?locale=en&depth=0`)).json()) as { meta?: { title?: string | null } }
    expect(doc.meta?.title ?? null).toBeNull()
  })
})
