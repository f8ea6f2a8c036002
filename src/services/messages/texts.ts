/**
 * The texts of the e-mails: staff-editable labels formatted by next-intl's translator (ICU plurals
 * and selects in the language's rules), and the few rules of writing that are not texts (a name's
 * order, a date, the colon after a label in the plain-text part).
 */
import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { labelMessages } from '@/i18n/messages'
import type { ML } from '@/i18n/text'

/** A label as the read model gives it (and as the seed writes it): a key and its text per language. */
export interface LabelText {
  key: string
  value: ML
}

export type Translate = (key: string, values?: Record<string, string | number>) => string

/**
 * A translator over labels in one language, the default language standing in for a missing text. A
 * label missing altogether (a database not seeded since it was added) shows its key and is logged.
 */
export function translator(labels: Iterable<LabelText>, lang: Locale): Translate {
  const t = createTranslator({
    locale: lang,
    messages: labelMessages(labels, lang),
    timeZone: 'UTC',
    onError: (error) => console.error(`e-mail texts (${lang}): ${error.message}`),
    getMessageFallback: ({ namespace, key }) => [namespace, key].filter(Boolean).join('.'),
  })
  // The labels are data read at run time: their keys are strings, not the literal types next-intl checks.
  return t as unknown as Translate
}

/** How a label and its value are joined in the plain-text part: "Room: Garden", "客室：ガーデン". */
export function labelSeparator(lang: Locale): string {
  if (lang === 'ja' || lang === 'zh') return '：'
  if (lang === 'fr') return '\u00a0: '
  return ': '
}

/** The languages' own direction: all eight of the site's are written left to right. */
export function textDirection(localeTag: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(localeTag) as Intl.Locale & {
    textInfo?: { direction?: string }
    getTextInfo?: () => { direction?: string }
  }
  const info = locale.getTextInfo?.() ?? locale.textInfo
  return info?.direction === 'rtl' ? 'rtl' : 'ltr'
}

/** How long a link works, in the language's words: "45 minutes", "24 hours", "24時間", "24 ชั่วโมง". */
export function duration(minutes: number, localeTag: string): string {
  const inHours = minutes >= 120 && minutes % 60 === 0
  return new Intl.NumberFormat(localeTag, { style: 'unit', unit: inHours ? 'hour' : 'minute', unitDisplay: 'long' }).format(inHours ? minutes / 60 : minutes)
}
