import { localeTag, type Locale } from '@/i18n/locales'

export interface PolicyHeading {
  id: string
  text: string
}

const HEADING = /<(h[2-4])>([\s\S]*?)<\/\1>|<p>\s*<(strong|b)>([\s\S]*?)<\/\3>\s*<\/p>/g

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The text of an HTML fragment (tags dropped, character references decoded). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? reference
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference
    })
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The sections of a policy, for its table of contents. Rich text keeps only the spec §5 tags, so an
 * editor marks a section title as a paragraph that is bold throughout; such paragraphs (and real
 * headings, should the allowlist ever grow) become h2 elements with an id to link to.
 */
export function outlinePolicy(html: string): { html: string; headings: PolicyHeading[] } {
  const headings: PolicyHeading[] = []
  const outlined = html.replace(HEADING, (match, _tag: string, headingInner: string, _bold: string, boldInner: string) => {
    const inner = headingInner ?? boldInner ?? ''
    const text = textOf(inner)
    if (!text) return match
    const id = `section-${headings.length + 1}`
    headings.push({ id, text })
    return `<h2 id="${id}">${inner}</h2>`
  })
  return { html: outlined, headings }
}

/** The first paragraph as plain text: a policy's summary in the list. */
export function firstParagraph(html: string): string {
  const match = /<p>([\s\S]*?)<\/p>/.exec(html)
  return textOf(match?.[1] ?? html)
}

/** A calendar date ('YYYY-MM-DD') written out in the page's language. */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}
