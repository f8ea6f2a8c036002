/**
 * The line icons are drawn by the stylesheet (icons.css), one class per name content may pick: a name
 * without its class would show no icon at all.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ICON_NAMES, SOCIAL_ICON_NAMES } from '@/lib/icon-names'

const folder = path.resolve(__dirname, '../../src/app/(site)/[locale]')
const css = readFileSync(path.join(folder, 'icons.css'), 'utf8')
const sprite = readFileSync(path.resolve(__dirname, '../../public/line-icons.svg'), 'utf8')

/** The part of line-icons.svg a class shows: its SVG view's box. */
function viewOf(selector: string) {
  const rules = [
    ...css.matchAll(
      new RegExp(`^\\s*\\.${selector} \\{\\s*--icon: url\\('/line-icons\\.svg\\?v=[0-9a-f]{8}#svgView\\(viewBox\\((\\d+),(\\d+),(\\d+),(\\d+)\\)\\)'\\);`, 'gm'),
    ),
  ]
  return rules.map((rule) => rule.slice(1).map(Number))
}

/** Each drawing of line-icons.svg: its place and box. */
const drawings = new Map(
  [...sprite.matchAll(/<svg id="([a-z-]+)" y="(\d+)" width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/g)].map(([, id, y, width, height, boxWidth, boxHeight]) => [
    id,
    { y: Number(y), width: Number(width), height: Number(height), boxWidth: Number(boxWidth), boxHeight: Number(boxHeight) },
  ]),
)

describe('the icons stylesheet', () => {
  it('draws every icon name and social network, each once', () => {
    for (const name of ICON_NAMES) expect(viewOf(`icon-${name}`), name).toHaveLength(1)
    expect(css.match(/^\s*\.icon-[a-z-]+ \{/gm)).toHaveLength(ICON_NAMES.length)
    for (const name of SOCIAL_ICON_NAMES) expect(viewOf(`social-${name}`), name).toHaveLength(1)
  })

  it('shows each class exactly its own drawing of line-icons.svg, none overlapping another', () => {
    const selectors = [...ICON_NAMES.map((name) => `icon-${name}`), ...SOCIAL_ICON_NAMES.map((name) => `social-${name}`), 'brand-mark', 'stars']
    // No width or height of its own: a view's size is then its box's (with them, every view would be the
    // whole file's size, the drawing a speck in its middle).
    const root = sprite.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) (\d+)">/)
    expect(root, 'the root <svg>: a viewBox, no width or height').not.toBeNull()
    const [, spriteWidth = 0, spriteHeight = 0] = root!.map(Number)
    const taken: [number, number][] = []
    for (const selector of selectors) {
      const [x = -1, y = -1, width = 0, height = 0] = viewOf(selector)[0] ?? []
      const drawing = drawings.get(selector)
      expect(drawing, selector).toBeDefined()
      // The view is the drawing's own box, at its place, unscaled.
      expect({ x, y, width, height }, selector).toEqual({ x: 0, y: drawing!.y, width: drawing!.boxWidth, height: drawing!.boxHeight })
      expect([drawing!.width, drawing!.height], selector).toEqual([drawing!.boxWidth, drawing!.boxHeight])
      expect(x + width <= spriteWidth && y + height <= spriteHeight, selector).toBe(true)
      for (const [top, bottom] of taken) expect(y >= bottom || y + height <= top, `${selector} overlaps another drawing`).toBe(true)
      taken.push([y, y + height])
    }
    expect(drawings.size).toBe(selectors.length)
  })

  it('names the file by its current content, so that a year-long cache never serves an old drawing', () => {
    const version = createHash('sha256')
      .update(readFileSync(path.resolve(__dirname, '../../public/line-icons.svg')))
      .digest('hex')
      .slice(0, 8)
    const addresses = [...css.matchAll(/url\('([^'#]*)#/g)].map(([, address]) => address)
    expect(addresses.length).toBeGreaterThan(ICON_NAMES.length)
    expect(new Set(addresses)).toEqual(new Set([`/line-icons.svg?v=${version}`]))
  })
})
