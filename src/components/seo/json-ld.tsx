import { JsonScript } from '../ui/json-script'

/**
 * Structured data for search engines (schema.org JSON-LD). The data is handed on as the JSON it is
 * written as: the fields left undefined are dropped here, not carried to the browser as "$undefined".
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <JsonScript type="application/ld+json" data={JSON.parse(JSON.stringify({ '@context': 'https://schema.org', ...data })) as Record<string, unknown>} />
}
