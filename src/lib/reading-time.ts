/**
 * How long a text takes to read, in whole minutes (at least 1). Languages written without spaces
 * between words (Japanese, Chinese, Thai) are measured in characters, the others in words.
 */
export const WORDS_PER_MINUTE = 220
export const CHARACTERS_PER_MINUTE = 500

const CHARACTER_LANGUAGES = new Set(['ja', 'zh', 'th'])

// Letters and digits only: punctuation, spaces and combining marks (Thai vowel and tone signs) are not read as characters.
const READABLE_CHARACTER = /[\p{L}\p{N}]/gu
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’.-]*/gu

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The readable text of sanitised rich-text HTML: tags become spaces, common entities their characters. */
export function textOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
    }
    return ENTITIES[name.toLowerCase()] ?? entity
  })
}

/** Words (most languages) or characters (ja, zh, th) the reader gets through. */
export function readingUnits(text: string, language: string): number {
  const pattern = CHARACTER_LANGUAGES.has(language) ? READABLE_CHARACTER : WORD
  return text.match(pattern)?.length ?? 0
}

/** Minutes to read `text` in `language` (a two-letter code), rounded, never less than 1. */
export function readingMinutes(text: string, language: string): number {
  const perMinute = CHARACTER_LANGUAGES.has(language) ? CHARACTERS_PER_MINUTE : WORDS_PER_MINUTE
  return Math.max(1, Math.round(readingUnits(text, language) / perMinute))
}
