/**
 * The web fonts a visitor downloads are the @fontsource packages' faces cut to their own unicode-range
 * by scripts/copy-fonts.mjs: fewer bytes, and for every character a page can take from a file the same
 * glyph, the same OpenType features (tabular and lining figures, kerning, ligatures) and the same
 * shaping as the package's file. Read as the browser gets them: the @font-face rules of the site's
 * stylesheet and the files they name, over HTTP.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import fontverter from 'fontverter'
import { Blob, Buffer as ShapingBuffer, Face, Feature, Font, shape } from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')

interface Rule {
  url: string
  range: string
}

/** The @font-face rules with a file of /fonts/ in the stylesheet the home page links. */
async function fontRules(): Promise<Rule[]> {
  const html = await (await fetch(new URL('/', BASE_URL))).text()
  const href = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1]
  if (!href) throw new Error('the home page links no stylesheet')
  const css = await (await fetch(new URL(href, BASE_URL))).text()
  const rules: Rule[] = []
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const url = /url\(["']?(\/fonts\/[^"')]+\.woff2)["']?\)/.exec(body ?? '')?.[1]
    const range = /unicode-range:\s*([^;}]+)/.exec(body ?? '')?.[1]
    if (url && range) rules.push({ url, range })
  }
  return rules
}

/** The code points of a unicode-range, with the minified forms a stylesheet may use (`U+??`). */
function inRange(range: string): (code: number) => boolean {
  const spans = range.split(',').map((part) => {
    const value = part.trim().replace(/^U\+/i, '')
    if (value.includes('?')) return [parseInt(value.replace(/\?/g, '0'), 16), parseInt(value.replace(/\?/g, 'F'), 16)]
    const [first, last = first] = value.split('-')
    return [parseInt(first ?? '', 16), parseInt(last ?? '', 16)]
  })
  return (code) => spans.some(([first = 0, last = -1]) => code >= first && code <= last)
}

async function faceOf(woff2: Uint8Array): Promise<Face> {
  // A copy of its own: HarfBuzz reads the whole ArrayBuffer under a view, and Node's buffers share one.
  const sfnt = new Uint8Array(await fontverter.convert(globalThis.Buffer.from(woff2), 'sfnt'))
  return new Face(new Blob(sfnt), 0)
}

/** Glyph advances and offsets of a text shaped with the given features. */
function shaped(face: Face, text: string, features: string[]): string {
  const buffer = new ShapingBuffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  shape(
    new Font(face),
    buffer,
    features.map((tag) => new Feature(tag)),
  )
  // Glyph ids differ between the files (the cut one is renumbered); clusters and positions may not.
  return JSON.stringify([buffer.getGlyphInfos().map((glyph) => glyph.cluster), buffer.getGlyphPositions()])
}

describe('web font files', () => {
  it('are cut to their unicode-range: fewer bytes, the same characters, features and shaping', async () => {
    const rules = await fontRules()
    expect(rules.length).toBeGreaterThanOrEqual(15)
    let served = 0
    let packaged = 0
    for (const { url, range } of rules) {
      const response = await fetch(new URL(url, BASE_URL))
      expect(response.status, url).toBe(200)
      const bytes = new Uint8Array(await response.arrayBuffer())
      const [, pkg = '', file = ''] = /^\/fonts\/([^/]+)\/(.+)$/.exec(url) ?? []
      const original = readFileSync(join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', file))
      expect(bytes.length, url).toBeLessThanOrEqual(original.length)
      served += bytes.length
      packaged += original.length
      // One after the other: the WOFF2 decoder keeps one state for all calls.
      const cut = await faceOf(bytes)
      const whole = await faceOf(original)
      const covered = inRange(range)
      const expected = [...whole.collectUnicodes()].filter(covered).sort((a, b) => a - b)
      expect(
        [...cut.collectUnicodes()].filter(covered).sort((a, b) => a - b),
        url,
      ).toEqual(expected)
      // Every feature of the package's face, alone, shapes every character of the range the same way
      // (features whose lookups only touch characters of another file's range are dropped by the cut).
      const sample = String.fromCodePoint(...expected)
      const features = [...new Set([...whole.getTableFeatureTags('GSUB'), ...whole.getTableFeatureTags('GPOS')])]
      expect(features, url).toContain('kern')
      for (const feature of ['', ...features]) {
        const on = feature ? [feature] : []
        expect(shaped(cut, sample, on), `${url} ${feature}`).toBe(shaped(whole, sample, on))
      }
    }
    // The Latin faces on every page's first screen: ~16% fewer bytes than the packages' files.
    expect(served).toBeLessThan(packaged * 0.9)
  })
})
