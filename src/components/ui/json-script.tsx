'use client'

/**
 * A script element of data (the error screen's texts, read by the browser), written from the data itself. A client
 * component for its weight: the page's React payload carries the data as JSON, where a server element's
 * finished text was a string inside it with every quote escaped once more (~0.3 kB on a page's
 * breadcrumbs, ~0.4 kB on the home page's organisation). `<` is escaped so text typed by staff can never
 * close the element.
 */
export function JsonScript({ type, id, data }: { type: 'application/json' | 'application/ld+json'; id?: string; data: Record<string, unknown> }) {
  return <script type={type} {...(id ? { id } : {})} dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
