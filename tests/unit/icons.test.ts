/**
 * The line icons are drawn by the stylesheet (icons.css), one class per name content may pick: a name
 * without its class would show no icon at all.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ICON_NAMES, SOCIAL_ICON_NAMES } from '@/lib/icon-names'

const css = readFileSync(path.resolve(__dirname, '../../src/app/(site)/[locale]/icons.css'), 'utf8')

describe('the icons stylesheet', () => {
  it('draws every icon name and social network, each once', () => {
    for (const name of ICON_NAMES) expect(css.match(new RegExp(`^\\s*\\.icon-${name} \\{\\s*--icon: url\\("data:image/svg\\+xml,`, 'gm')), name).toHaveLength(1)
    expect(css.match(/^\s*\.icon-[a-z-]+ \{/gm)).toHaveLength(ICON_NAMES.length)
    for (const name of SOCIAL_ICON_NAMES) expect(css.match(new RegExp(`^\\s*\\.social-${name} \\{\\s*--icon: url\\("data:image/svg\\+xml,`, 'gm')), name).toHaveLength(1)
  })
})
