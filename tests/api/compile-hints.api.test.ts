/**
 * Issue 24, Lighthouse on a phone: every script a public page loads up front carries V8's compile hint
 * (`//# allFunctionsCalledOnLoad`, first line), so the browser compiles it on a background thread while
 * it downloads instead of function by function on the main thread during hydration. The hint is written
 * after `next build` by scripts/compile-hints.mjs from the build's own route list; this reads what a
 * visitor's browser really gets, so it fails if Next.js changes which files a page loads or where it
 * lists them. The back office's scripts stay unmarked: compiling all 2.8 MB of them for its first
 * screen would cost more than it saves.
 */
import { describe, expect, it } from 'vitest'

import { HINT } from '../../scripts/compile-hints.mjs'
import { pageScriptsOf } from '../support/page-scripts'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')

/**
 * The page's own scripts: `<script src>` of its chunks and those its loader asks for after the first
 * paint, without the `noModule` polyfills modern browsers skip.
 */
async function scriptsOf(path: string) {
  const response = await fetch(new URL(path, BASE_URL))
  expect(response.status, path).toBe(200)
  return pageScriptsOf(await response.text())
}

async function firstLine(src: string) {
  const response = await fetch(new URL(src, BASE_URL))
  expect(response.status, src).toBe(200)
  const text = await response.text()
  return text.slice(0, HINT.length)
}

describe('compile hints', () => {
  it.each([
    '/',
    '/ja/listing/aurelia-kyoto-higashiyama',
    '/th/blog/48-hours-in-higashiyama',
    '/offers/fourth-night-on-us',
    '/ja/destination/kyoto',
    '/contact-us',
    '/search-result?destination=japan',
  ])('every script %s loads up front is marked for eager compilation', async (path) => {
    const scripts = await scriptsOf(path)
    expect(scripts.length, path).toBeGreaterThanOrEqual(5)
    for (const src of scripts) expect(await firstLine(src), src).toBe(HINT)
  })

  it('leaves the back office scripts unmarked', async () => {
    const scripts = await scriptsOf('/admin/login')
    const lines = await Promise.all(scripts.map(firstLine))
    // Shared framework files are marked for the public pages; the back office's own are not.
    expect(lines.filter((line) => line !== HINT).length).toBeGreaterThanOrEqual(1)
  })
})
