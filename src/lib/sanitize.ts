import sanitizeHtml from 'sanitize-html'

/** Spec §5: only these tags survive, and none keeps an attribute. */
export const RICH_TEXT_TAGS = ['b', 'i', 'em', 'strong', 'span', 'p', 'div'] as const

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {},
    // Drop the content of these outright rather than leaving their text behind.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
    disallowedTagsMode: 'discard',
  }).trim()
}
