/**
 * Matching what a visitor types against names in every language, insensitive to case and accents:
 * "zurich" finds Zürich, "ha noi" finds Hà Nội, "ＴＯＫＹＯ" finds Tokyo, and Japanese, Chinese and Thai
 * names match as written (their marks are letters, not accents, and are kept).
 */

/** Latin letters that do not decompose into a base letter and a mark. */
const LATIN_FOLDS: Record<string, string> = { ß: 'ss', đ: 'd', ð: 'd', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', ı: 'i', þ: 'th' }

/**
 * The comparable form of a text: compatibility-decomposed (full-width → half-width), Latin accents
 * (the combining diacritical marks block only) removed, lower-cased, punctuation and runs of spaces as
 * one space, then recomposed (so Japanese kana keep their voicing marks). Katakana are folded to
 * hiragana, so a reading typed either way (きょうと, キョウト) is one.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßđðøæœłıþ]/g, (letter) => LATIN_FOLDS[letter] ?? letter)
    .replace(/[\s\p{P}\p{S}]+/gu, ' ')
    .trim()
    .normalize('NFC')
    .replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60))
}

/** How well a folded query matches a folded name: 3 exact, 2 the start of a word, 1 anywhere, 0 not at all. */
export function matchScore(foldedQuery: string, foldedName: string): number {
  if (!foldedQuery || !foldedName) return 0
  if (foldedName === foldedQuery) return 3
  if (foldedName.startsWith(foldedQuery) || foldedName.includes(` ${foldedQuery}`)) return 2
  // Without spaces too: "hanoi" finds "ha noi", and scripts written without spaces match inside words.
  if (foldedName.includes(foldedQuery) || foldedName.replace(/ /g, '').includes(foldedQuery.replace(/ /g, ''))) return 1
  return 0
}
