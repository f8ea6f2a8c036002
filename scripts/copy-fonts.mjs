// Self-hosts the site's web fonts: copies the woff2 files of the faces below from their @fontsource
// packages to public/fonts/ (stable URLs), the Latin faces cut to their own unicode-range (subsetToRange
// below: the same glyphs and features in fewer bytes), and writes their
// @font-face rules to src/app/(site)/[locale]/fonts.css, which globals.css imports. Every rule has a
// unicode-range, so a browser downloads a file only when the page shows a character of that subset,
// and font-display: swap, so text never waits for a font. No font ever comes from a CDN.
//
// Japanese and Chinese have no web font on purpose: their faces weigh hundreds of kilobytes per page,
// and every system that can show those scripts ships good fonts for them (globals.css names them).
import fs from 'node:fs'
import path from 'node:path'

import subsetFont from 'subset-font'

const FACES = [
  { pkg: 'inter', family: 'Inter', weights: ['400', '500', '600'], subsets: ['latin', 'latin-ext', 'vietnamese'] },
  {
    pkg: 'cormorant-garamond',
    family: 'Cormorant Garamond',
    weights: ['500', '600', '500-italic'],
    subsets: ['latin', 'latin-ext', 'vietnamese'],
  },
  // `optional`: a face that arrives after the first paint is kept for the next page instead of swapped
  // in. Thai system faces differ from one device to the next and only Debian's Loma has a metric-matched
  // stand-in ("Noto Sans Thai Fallback" below): with swap, /th/blog/{slug}'s header moved by a layout
  // shift of 0.26 when it arrived on a device with its own Thai face (Debian's fonts-thai-tlwg).
  // Copied as it is, not cut (subsetToRange): HarfBuzz's cut drops the glyphs of the zero-width joiners
  // (U+200C–200D) from its range, and the file is 9 kB.
  { pkg: 'noto-sans-thai', family: 'Noto Sans Thai', weights: ['400', '600'], subsets: ['thai'], display: 'optional', cut: false },
]
const OUTPUT_CSS = path.join('src', 'app', '(site)', '[locale]', 'fonts.css')

// Until a web font has arrived (a slow phone paints before it), text is set in a local face scaled to
// the web font's metrics — "Inter Fallback", "Cormorant Garamond Fallback" in globals.css's stacks — so
// that the swap does not move lines and the blocks under them (without it, a late font moved the home
// page by a layout shift of 0.22). The metrics are the capsize tables Next.js ships (the same numbers
// next/font uses): size-adjust matches the average character width, the overrides the ascent, descent
// and line gap. Arial and Times New Roman, or their metric twins Liberation Sans and Serif on Linux.
// The Liberation names come first: Chromium on Linux looks each local() name up in a synchronous call
// to the browser process (fontconfig), and Arial's names miss there, so listed first they cost two
// wasted calls per face before the first layout (6 calls → 2 on the home page, bench/README.md). Where
// Arial is installed, a missing Liberation name is a quick miss, and the faces have the same metrics.
const LOCAL = {
  arial: {
    normal: ['Liberation Sans', 'LiberationSans', 'Arial', 'ArialMT'],
    bold: ['Liberation Sans Bold', 'LiberationSans-Bold', 'Arial Bold', 'Arial-BoldMT'],
  },
  timesNewRoman: {
    normal: ['Liberation Serif', 'LiberationSerif', 'Times New Roman', 'TimesNewRomanPSMT'],
    bold: ['Liberation Serif Bold', 'LiberationSerif-Bold', 'Times New Roman Bold', 'TimesNewRomanPS-BoldMT'],
    italic: ['Liberation Serif Italic', 'LiberationSerif-Italic', 'Times New Roman Italic', 'TimesNewRomanPS-ItalicMT'],
  },
}
const FALLBACKS = [
  // [family, its capsize key, the local face's key, [font-weight range, style, web font variant, local variant, width correction]]
  [
    'Inter',
    'inter',
    'arial',
    [
      ['100 549', 'normal', 'regular', 'regular'],
      ['550 900', 'normal', '600', '700'],
    ],
  ],
  [
    'Cormorant Garamond',
    'cormorantGaramond',
    'timesNewRoman',
    [
      // Capsize's average width matches the site's headings as a whole (17 page types, 295 lines in
      // Cormorant: Times/Liberation Serif so scaled set them 0.2% narrower), not line by line (±2–5%).
      // /faq's title ("Frequently asked questions", 36 px on a phone's 380 px line) was 381.1 px in the
      // fallback and 379.0 px in Cormorant: two lines, then one when the face arrived (layout shift
      // 0.030). 0.6% narrower, it is one line in both, and no page's headings break differently
      // (bench/font-shift.mjs in en, ja and th). The overrides keep the line height as it was.
      ['100 549', 'normal', '500', 'regular', 0.994],
      ['550 900', 'normal', '600', '700'],
      ['100 900', 'italic', '500italic', 'italic'],
    ],
  ],
]
function fallbackRules() {
  const metrics = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', 'next', 'dist', 'server', 'capsize-font-metrics.json'), 'utf8'))
  const percent = (value) => `${(value * 100).toFixed(2)}%`
  const rules = []
  for (const [family, key, localKey, faces] of FALLBACKS) {
    for (const [weight, style, variant, localVariant, correction = 1] of faces) {
      const font = metrics[key].variants[variant]
      const local = metrics[localKey].variants[localVariant]
      const size = (font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm)) * correction
      const names = LOCAL[localKey][localVariant === 'regular' ? 'normal' : localVariant === '700' ? 'bold' : localVariant]
      rules.push(
        `@font-face {\n  font-family: '${family} Fallback';\n  font-style: ${style};\n  font-weight: ${weight};\n` +
          `  src: ${names.map((name) => `local('${name}')`).join(', ')};\n  size-adjust: ${percent(size)};\n` +
          `  ascent-override: ${percent(font.ascent / font.unitsPerEm / size)};\n` +
          `  descent-override: ${percent(-font.descent / font.unitsPerEm / size)};\n` +
          `  line-gap-override: ${percent(font.lineGap / font.unitsPerEm / size)};\n}`,
      )
    }
  }
  return rules
}

// Thai has its own: "Noto Sans Thai Fallback" is a local Thai face (Debian's Loma, fontconfig's default
// for Thai) scaled to Noto Sans Thai's average width over the site's Thai text and given its ascent,
// descent and line gap, from the fonts' own tables (scripts/thai-fallback-metrics.mjs measured them into
// thai-fallback-metrics.json). Only Thai characters: Latin ones stay with Inter and its fallback.
const THAI_RANGE = 'U+0E01-0E5B, U+200C-200D, U+25CC'
function thaiFallbackRules() {
  const { web, local } = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'scripts', 'thai-fallback-metrics.json'), 'utf8'))
  const percent = (value) => `${(value * 100).toFixed(2)}%`
  return local.map((face) => {
    const font = web[face.web]
    const size = font.avgWidth / font.unitsPerEm / (face.avgWidth / face.unitsPerEm)
    const weight = face.web < 550 ? '100 549' : '550 900'
    return (
      `@font-face {\n  font-family: 'Noto Sans Thai Fallback';\n  font-style: normal;\n  font-weight: ${weight};\n` +
      `  src: ${face.names.map((name) => `local('${name}')`).join(', ')};\n  size-adjust: ${percent(size)};\n` +
      `  ascent-override: ${percent(font.ascent / font.unitsPerEm / size)};\n` +
      `  descent-override: ${percent(-font.descent / font.unitsPerEm / size)};\n` +
      `  line-gap-override: ${percent(font.lineGap / font.unitsPerEm / size)};\n  unicode-range: ${THAI_RANGE};\n}`
    )
  })
}

/** The characters of a unicode-range ("U+0000-00FF, U+0131, …"), as one string. */
function charactersOf(range) {
  let text = ''
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part)
    if (!match) throw new Error(`copy-fonts: not a unicode-range: "${part}"`)
    const first = parseInt(match[1], 16)
    const last = match[2] ? parseInt(match[2], 16) : first
    for (let code = first; code <= last; code++) if (code < 0xd800 || code > 0xdfff) text += String.fromCodePoint(code)
  }
  return text
}

/**
 * A face's file cut to its own unicode-range with HarfBuzz's subsetter, every OpenType feature and
 * name kept: the same glyphs for every character the rule lets the browser take from it, the same
 * tabular and lining figures, kerning and ligatures, the same metrics (so the fallbacks' overrides
 * still match), in 11–19% fewer bytes than the package's file (Inter's Latin 400 23.7 → 19.3 kB: the
 * package's files carry glyphs outside their range). The three faces a page's first screen uses come
 * to 60 kB instead of 71 (bench/README.md, "fewer bytes before the first paint");
 * tests/api/font-files.api.test.ts shapes every character of each range with every feature in both.
 */
async function subsetToRange(font, range) {
  const subset = await subsetFont(font, charactersOf(range), { targetFormat: 'woff2', preserveNameIds: NAME_IDS })
  return subset.length < font.length ? subset : font
}
/** Every name of the fonts' name tables (copyright, licence, designer…), not only HarfBuzz's default 0–6. */
const NAME_IDS = Array.from({ length: 26 }, (_, id) => id)

const root = process.cwd()
/** Present once public/fonts holds the cut files; older copies of the packages' files are replaced. */
const stamp = path.join(root, 'public', 'fonts', '.subset-to-range')
const rules = []
let files = 0
for (const { pkg, family, weights, subsets, display = 'swap', cut = true } of FACES) {
  const source = path.join(root, 'node_modules', '@fontsource', pkg)
  const target = path.join(root, 'public', 'fonts', pkg)
  fs.mkdirSync(target, { recursive: true })
  for (const weight of weights) {
    const css = fs.readFileSync(path.join(source, `${weight}.css`), 'utf8')
    for (const subset of subsets) {
      const [name, style = 'normal'] = weight.split('-')
      const file = `${pkg}-${subset}-${name}-${style}.woff2`
      const block = css.match(new RegExp(`/\\* ${pkg}-${subset}-${name}-${style} \\*/\\s*@font-face \\{([^}]*)\\}`))
      const range = block?.[1].match(/unicode-range:\s*([^;]+);/)?.[1]
      if (!range) throw new Error(`copy-fonts: no ${subset} subset in @fontsource/${pkg}/${weight}.css`)
      const to = path.join(target, file)
      if (!fs.existsSync(to) || !fs.existsSync(stamp)) {
        const font = fs.readFileSync(path.join(source, 'files', file))
        fs.writeFileSync(to, cut ? await subsetToRange(font, range) : font)
      }
      files += 1
      rules.push(
        `@font-face {\n  font-family: '${family}';\n  font-style: ${style};\n  font-weight: ${name};\n` +
          `  font-display: ${display};\n  src: url('/fonts/${pkg}/${file}') format('woff2');\n  unicode-range: ${range};\n}`,
      )
    }
  }
}
const header = '/* Generated by scripts/copy-fonts.mjs (npm run dev / build run it): do not edit. */\n'
const css = `${header}${[...rules, ...fallbackRules(), ...thaiFallbackRules()].join('\n')}\n`
fs.writeFileSync(stamp, '')
const output = path.join(root, OUTPUT_CSS)
if (!fs.existsSync(output) || fs.readFileSync(output, 'utf8') !== css) fs.writeFileSync(output, css)
console.log(`fonts: ${files} woff2 files ready in public/fonts`)
