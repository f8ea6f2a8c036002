// Renders every e-mail in English, Japanese and Thai (or the languages given) to HTML files and
// screenshots each at a phone's and a desktop's width, light and dark, with Debian's chromium:
//   node scripts/run-ts.mjs scripts/email-screenshots.ts [out-dir] [en,ja,th]
// For looking at the e-mails, not committed output: out-dir defaults to data/email-shots.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'

import { isLocale, type Locale } from '../src/i18n/locales'
import { renderWithTexts } from '../src/services/messages/compose'
import { sampleMessages, seedLabels, SITE } from '../tests/support/message-samples'

// run-ts.mjs leaves the script's own path in argv[2].
const [outArg, languagesArg] = process.argv.slice(3)
const outDir = path.resolve(outArg ?? 'data/email-shots')
const languages = (languagesArg ?? 'en,ja,th').split(',').filter(isLocale) as Locale[]
const WIDTHS = [390, 800]

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme: scheme, deviceScaleFactor: 1 })
    const page = await context.newPage()
    for (const lang of languages) {
      for (const { name, data } of sampleMessages(lang)) {
        const mail = await renderWithTexts(seedLabels, data, lang, SITE)
        const base = `${lang}-${name}`
        writeFileSync(path.join(outDir, `${base}.html`), mail.html)
        writeFileSync(path.join(outDir, `${base}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 })
          await page.setContent(mail.html, { waitUntil: 'load' })
          // Anything wider than the screen would be cut off or scroll sideways in a mail app.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          if (overflow > 0) console.warn(`${base} at ${width} px is ${overflow} px too wide`)
          await page.screenshot({ path: path.join(outDir, `${base}-${width}-${scheme}.png`), fullPage: true })
        }
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
}
console.log(`e-mails and screenshots in ${outDir}`)
