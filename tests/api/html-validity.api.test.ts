/**
 * Valid HTML on every route type, in English and Japanese, over real HTTP against `next start`, read by
 * html-validate (its "standard" preset: the rules of the HTML standard, as the Nu checker applies them).
 * The one exception is `<link rel="expect" blocking="render">`, which React writes and the validators
 * predate.
 */
import { HtmlValidate, type Message } from 'html-validate'
import { describe, expect, it } from 'vitest'

import { SITE_ROUTES } from '../e2e/routes'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')

const validator = new HtmlValidate({ extends: ['html-validate:standard'] })

/** React's render-blocking hint, valid HTML the validator does not know yet. */
const knownGap = (message: Message) => message.selector?.includes('link') && /\b(expect|blocking)\b/.test(message.message)

describe.each(['en', 'ja'])('valid HTML in %s', (lang) => {
  it('every route type has no HTML error (phone menu and search results included)', async () => {
    const problems: string[] = []
    for (const route of [...SITE_ROUTES, '/search-result?destination=kyoto&sortBy=price_asc', '/no-such-page']) {
      const path = lang === 'en' ? route : route === '/' ? `/${lang}` : `/${lang}${route}`
      const html = await (await fetch(new URL(path, BASE_URL))).text()
      const report = await validator.validateString(html)
      for (const message of report.results.flatMap((result) => result.messages)) {
        if (!knownGap(message)) problems.push(`${path} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`)
      }
    }
    expect(problems).toEqual([])
  }, 180_000)
})
