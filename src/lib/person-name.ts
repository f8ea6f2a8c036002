import type { Locale } from '../i18n/locales'

/** Han ideographs and Japanese kana: a name written in the script of East Asia. */
const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u

/**
 * A guest's full name as the language writes it. Vietnamese always puts the family name first
 * (Nguyễn Văn An); Japanese and Chinese do for a name written in their script (山田 花子, 王小明),
 * while a name in Latin letters keeps the order its owner typed (John Smith 様). Chinese writes a Han
 * name without a space; Japanese keeps one, as its letters do.
 */
export function personName(name: { first_name: string; last_name: string }, lang: Locale): string {
  const given = name.first_name.trim()
  const family = name.last_name.trim()
  if (!given || !family) return given || family
  const eastAsian = EAST_ASIAN.test(given) || EAST_ASIAN.test(family)
  if (lang === 'vi' || ((lang === 'ja' || lang === 'zh') && eastAsian)) {
    return lang === 'zh' && eastAsian ? `${family}${given}` : `${family} ${given}`
  }
  return `${given} ${family}`
}
