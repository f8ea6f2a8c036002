'use client'

/**
 * The script element of JsonLd (json-ld.tsx). A client component for its weight: the page's React
 * payload carries the data as JSON, where a server element's finished text was a string inside it with
 * every quote escaped once more (~0.3 kB on a page's breadcrumbs, ~0.4 kB on the home page's
 * organisation). `<` is escaped so text typed by staff can never close the script element.
 */
export function JsonLdScript({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
