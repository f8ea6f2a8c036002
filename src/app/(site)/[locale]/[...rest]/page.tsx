import { notFound } from 'next/navigation'

import { localeOf } from '../locale-param'

// Any path no route matches: the site's 404 page (spec §2). Rendered per request, never cached, so
// a stream of made-up paths cannot fill the cache.
export const dynamic = 'force-dynamic'

export default async function UnknownPage({ params }: { params: Promise<{ locale: string; rest: string[] }> }) {
  await localeOf(params)
  notFound()
}
