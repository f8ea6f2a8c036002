import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * A crawler's walk of the site: from `/` and from `/ja`, every page reached through internal links in
 * that language is fetched and its links and images collected; every internal link (in any language)
 * and every image must answer 200. Pages of the other languages are checked, not walked: the language
 * switcher links every page to its 7 twins, and walking all of them would check the same templates 8 times.
 */
const START_PAGES = ['/', '/ja']
/** Staff tools and machine endpoints are not pages of the site. */
const NOT_PAGES = /^\/(admin|cms-api|api|_next)(\/|$)/
const MAX_PAGES = 400

function languageOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? ''
  return /^(fr|ja|zh|vi|de|th|id)$/.test(first) ? first : 'en'
}

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))
}

async function crawl(request: APIRequestContext, baseURL: string, start: string) {
  const origin = new URL(baseURL).origin
  const language = languageOf(start)
  const queue = [start]
  const walked = new Set<string>()
  const links = new Map<string, string>() // target → a page that links to it
  const images = new Map<string, string>()
  while (queue.length > 0 && walked.size < MAX_PAGES) {
    const path = queue.shift()!
    if (walked.has(path)) continue
    walked.add(path)
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), `${path} (linked from ${links.get(path) ?? 'start'})`).toBe(200)
    const html = await response.text()
    for (const href of attributeValues(html, /<a\b[^>]*\bhref="([^"#]*)(?:#[^"]*)?"/g)) {
      if (!href) continue
      const url = new URL(href, origin + path)
      if (url.origin !== origin || NOT_PAGES.test(url.pathname)) continue
      const target = url.pathname + url.search
      if (!links.has(target)) links.set(target, path)
      if (languageOf(url.pathname) === language && !walked.has(target)) queue.push(target)
    }
    const sources = [
      ...attributeValues(html, /<img\b[^>]*\bsrc="([^"]+)"/g),
      ...attributeValues(html, /<(?:img|source)\b[^>]*\bsrcset="([^"]+)"/g).flatMap((set) => set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])),
      ...attributeValues(html, /<meta\b[^>]*property="og:image"[^>]*content="([^"]+)"/g),
    ]
    for (const source of sources) {
      if (!source || source.startsWith('data:')) continue
      const url = new URL(source, origin + path)
      const target = url.origin === origin ? url.pathname + url.search : url.href
      if (!images.has(target)) images.set(target, path)
    }
  }
  return { walked, links, images }
}

for (const start of START_PAGES) {
  test(`every link and image reached from ${start} answers 200`, async ({ request, baseURL }) => {
    test.setTimeout(600_000)
    const { walked, links, images } = await crawl(request, baseURL!, start)
    expect(walked.size, 'pages walked').toBeGreaterThan(20)
    const broken: string[] = []
    for (const [target, from] of [...links, ...images]) {
      if (walked.has(target)) continue
      const response = await request.get(target, { maxRedirects: 0 })
      if (response.status() !== 200) broken.push(`${target} → ${response.status()} (on ${from})`)
    }
    expect(broken).toEqual([])
  })
}
