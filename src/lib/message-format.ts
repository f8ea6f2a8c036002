/**
 * Fills a label in the browser: `{name}` placeholders, and `{count, plural, =0 {…} one {# night} other {# nights}}`
 * and `{kind, select, a {…} other {…}}` (the ICU forms the labels use), with the language's plural rules.
 * Client components get their labels as raw strings from the page (next-intl formats on the server only),
 * and this is all of ICU they need: a few hundred bytes instead of a message-format runtime.
 */
import { perLanguage } from './per-language'

type Values = Record<string, string | number>

const pluralRules = perLanguage((locale) => new Intl.PluralRules(locale))
const numberFormat = perLanguage((locale) => new Intl.NumberFormat(locale))

/**
 * `#` of a plural branch. A whole number under 1000 is its digits in every language of the site (all
 * write Latin digits, and no group separator shows below 1000), so the counts of nights, guests and
 * rooms need no number formatter: the first one of a page loads the language's number data, 25–60 ms
 * on this machine, and the stay box would pay it while it hydrates.
 */
function formatCount(locale: string, count: number): string {
  if (Number.isInteger(count) && Math.abs(count) < 1000) return String(count)
  return numberFormat(locale).format(count)
}

/** The index of the brace that closes the one opened at `start`. */
function closingBrace(text: string, start: number): number {
  let depth = 0
  for (let index = start; index < text.length; index++) {
    if (text[index] === '{') depth++
    else if (text[index] === '}' && --depth === 0) return index
  }
  return -1
}

/** `=0 {none} one {# night} other {# nights}` → { '=0': 'none', one: '# night', other: '# nights' } */
function branches(body: string): Record<string, string> {
  const out: Record<string, string> = {}
  let index = 0
  while (index < body.length) {
    const open = body.indexOf('{', index)
    if (open < 0) break
    const close = closingBrace(body, open)
    if (close < 0) break
    out[body.slice(index, open).trim()] = body.slice(open + 1, close)
    index = close + 1
  }
  return out
}

export function formatMessage(message: string, values: Values = {}, locale = 'en-US'): string {
  let out = ''
  let index = 0
  while (index < message.length) {
    const open = message.indexOf('{', index)
    if (open < 0) break
    const close = closingBrace(message, open)
    if (close < 0) break
    out += message.slice(index, open)
    const inner = message.slice(open + 1, close)
    const [name = '', kind, ...rest] = inner.split(',')
    const key = name.trim()
    const value = values[key]
    if (kind === undefined) {
      out += value === undefined ? `{${key}}` : String(value)
    } else {
      const options = branches(rest.join(','))
      const type = kind.trim()
      let chosen: string | undefined
      if (type === 'plural') {
        const count = Number(value)
        chosen = options[`=${count}`] ?? options[pluralRules(locale).select(count)] ?? options.other
        if (chosen !== undefined) chosen = formatMessage(chosen, values, locale).replace(/#/g, formatCount(locale, count))
      } else {
        chosen = options[String(value)] ?? options.other
        if (chosen !== undefined) chosen = formatMessage(chosen, values, locale)
      }
      out += chosen ?? ''
    }
    index = close + 1
  }
  return out + message.slice(index)
}
