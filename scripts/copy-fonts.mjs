// Copies the CJK and Thai font faces the site serves to public/fonts/, so that a page links only the
// face of its own language (their @font-face lists are ~100 kB each) — no font ever comes from a CDN.
import fs from 'node:fs'
import path from 'node:path'

const FACES = [
  // One weight for the CJK faces: each weight's @font-face list is ~30 kB gzipped of render-blocking CSS.
  { pkg: 'noto-sans-jp', weights: ['400'] },
  { pkg: 'noto-sans-sc', weights: ['400'] },
  { pkg: 'noto-sans-thai', weights: ['400', '600'] },
]
const root = process.cwd()
let files = 0
for (const { pkg, weights } of FACES) {
  const source = path.join(root, 'node_modules', '@fontsource', pkg)
  const target = path.join(root, 'public', 'fonts', pkg)
  fs.mkdirSync(path.join(target, 'files'), { recursive: true })
  for (const weight of weights) {
    const css = fs.readFileSync(path.join(source, `${weight}.css`), 'utf8')
    fs.writeFileSync(path.join(target, `${weight}.css`), css)
    for (const [, file] of css.matchAll(/url\(\.\/files\/([^)]+\.woff2)\)/g)) {
      const to = path.join(target, 'files', file)
      if (!fs.existsSync(to)) fs.copyFileSync(path.join(source, 'files', file), to)
      files += 1
    }
  }
}
console.log(`fonts: ${files} woff2 files ready in public/fonts`)
