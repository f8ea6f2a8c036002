/**
 * The text of HTML as a browser shows it: the five entities React writes, decoded (`&amp;` last, so
 * an escaped entity such as `&amp;lt;` stays `&lt;`).
 */
export function decodeHtml(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}
